import type { Metadata } from 'next'

import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

type Props = { params: Promise<{ type: string; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params
  return pageMetadata(`/properties/${p.type}/${p.id}`, routeContent('properties-type-id', p))
}

/** /properties/{type}/{id} — invalid params answer 404; the body comes from its feature later. */
export default async function PropertyPage({ params }: Props) {
  return <RoutePage route="properties-type-id" params={await params} />
}
