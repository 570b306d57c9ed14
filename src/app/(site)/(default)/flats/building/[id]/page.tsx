import type { Metadata } from 'next'

import { BuildingScreen, buildingMetadata } from '@/features/genplan/pages'
import { pageMetadata } from '@/features/seo/server'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return buildingMetadata((await params).id, pageMetadata)
}

/** /flats/building/{id} — the building's floors by section; an id that is not a building answers 404. */
export default async function BuildingPage({ params }: Props) {
  return <BuildingScreen id={(await params).id} />
}
