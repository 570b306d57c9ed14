import type { Metadata } from 'next'

import { FloorScreen, floorMetadata } from '@/features/genplan/pages'
import { pageMetadata } from '@/features/seo/server'

type Props = { params: Promise<{ id: string; floor: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id, floor } = await params
  return floorMetadata(id, floor, pageMetadata)
}

/** /flats/building/{id}/floor/{n} — the floor plan of every section with this floor; no such floor answers 404. */
export default async function FloorPage({ params }: Props) {
  const { id, floor } = await params
  return <FloorScreen id={id} floor={floor} />
}
