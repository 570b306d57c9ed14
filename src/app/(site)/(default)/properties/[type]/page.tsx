import type { Metadata } from 'next'

import { renderedQuery } from '@/features/navigation/query-pages'
import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'
import { ShopPage } from '@/features/shop'
import { canonicalShopQuery } from '@/features/shop/filter-state'

/** `query` is set when the proxy renders a filtered URL as its own cached page (q/[query]). */
type Props = { params: Promise<{ type: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type } = await params
  return pageMetadata(`/properties/${type}`, routeContent('properties-type', { type }))
}

/** /properties/{type} — the shop list screen for one property type; an unknown type answers 404. */
export default async function PropertyTypePage({ params }: Props) {
  const { type } = await params
  return <ShopPage type={type} route="properties-type" params={{ type }} query={await renderedQuery(params, canonicalShopQuery)} />
}
