import type { Metadata } from 'next'

import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params
  return { ...(await pageMetadata(`/flats/${p.id}/print`, routeContent('flats-id-print', p))), robots: { index: false, follow: false } }
}

/** /flats/{id}/print — the print version of a flat; its sheet comes with the flat card later. */
export default async function FlatPrintPage({ params }: Props) {
  return <RoutePage route="flats-id-print" params={await params} />
}
