import { OfferListJsonLd } from '@/features/feeds'
import { renderedQuery } from '@/features/navigation/query-pages'
import { pageMetadata } from '@/features/seo/server'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { routeContent } from '@/features/shell'
import { ShopPage } from '@/features/shop'
import { canonicalShopQuery } from '@/features/shop/filter-state'

/** `query` is set when the proxy renders a filtered URL as its own cached page (flats/q/[query]). */
type Props = { params: Promise<{ query?: string }> }

export const generateMetadata = () => pageMetadata('/flats', routeContent('flats'))

/** /flats — the flats shop: filters in the URL, first page of results rendered here, listed by URL in an ItemList. */
export default async function FlatsPage({ params }: Props) {
  const [query, settings] = await Promise.all([renderedQuery(params, canonicalShopQuery), getSiteSettingsSafe()])
  return (
    <ShopPage
      type="flat"
      route="flats"
      query={query}
      structuredData={(list, offset) => (
        <OfferListJsonLd cards={list.results} offset={offset} name={routeContent('flats').title} settings={settings} />
      )}
    />
  )
}
