import { renderedQuery } from '@/features/navigation/query-pages'
import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'
import { ShopPage } from '@/features/shop'
import { canonicalShopQuery } from '@/features/shop/filter-state'

/** `query` is set when the proxy renders a filtered URL as its own cached page (storage/q/[query]). */
type Props = { params: Promise<{ query?: string }> }

export const generateMetadata = () => pageMetadata('/storage', routeContent('storage'))

/** /storage — the shop list screen for storage rooms. */
export default async function Page({ params }: Props) {
  return <ShopPage type="storage" route="storage" query={await renderedQuery(params, canonicalShopQuery)} />
}
