import type { Metadata } from 'next'

import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

type Props = { params: Promise<{ type: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params
  return pageMetadata(`/properties/${p.type}`, routeContent('properties-type', p))
}

/** /properties/{type} — invalid params answer 404; the body comes from its feature later. */
export default async function PropertyTypePage({ params }: Props) {
  return <RoutePage route="properties-type" params={await params} />
}
