import { OfferListJsonLd } from '@/features/feeds'
import { pageMetadata } from '@/features/seo/server'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { routeContent } from '@/features/shell'
import { ShopPage } from '@/features/shop'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => pageMetadata('/flats', routeContent('flats'))

/** /flats — the flats shop: filters in the URL, first page of results rendered here with its offers as an ItemList. */
export default async function FlatsPage({ searchParams }: Props) {
  const [query, settings] = await Promise.all([searchParams, getSiteSettingsSafe()])
  return (
    <ShopPage
      type="flat"
      route="flats"
      searchParams={query}
      structuredData={(list, offset) => (
        <OfferListJsonLd cards={list.results} offset={offset} name={routeContent('flats').title} settings={settings} />
      )}
    />
  )
}
