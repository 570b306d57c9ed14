import { renderedQuery } from '@/features/navigation/query-pages'
import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'
import { ShopPage } from '@/features/shop'
import { canonicalShopQuery } from '@/features/shop/filter-state'

/** `query` is set when the proxy renders a filtered URL as its own cached page (parking/q/[query]). */
type Props = { params: Promise<{ query?: string }> }

export const generateMetadata = () => pageMetadata('/parking', routeContent('parking'))

/** /parking — the shop list screen for parking places. */
export default async function Page({ params }: Props) {
  return <ShopPage type="parking" route="parking" query={await renderedQuery(params, canonicalShopQuery)} />
}
