import type { Metadata } from 'next'

import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

type Props = { params: Promise<{ id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params
  return pageMetadata(`/flats/${p.id}`, routeContent('flats-id', p))
}

/** /flats/{id} — invalid params answer 404; the body comes from its feature later. */
export default async function FlatPage({ params }: Props) {
  return <RoutePage route="flats-id" params={await params} />
}
