import type { Metadata } from 'next'

import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'
import { ShopPage } from '@/features/shop'

type Props = {
  params: Promise<{ type: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params
  return pageMetadata(`/properties/${p.type}`, routeContent('properties-type', p))
}

/** /properties/{type} — the shop list screen for one property type; an unknown type answers 404. */
export default async function PropertyTypePage({ params, searchParams }: Props) {
  const p = await params
  return <ShopPage type={p.type} route="properties-type" params={p} searchParams={await searchParams} />
}
