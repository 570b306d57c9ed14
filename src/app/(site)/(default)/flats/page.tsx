import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'
import { ShopPage } from '@/features/shop'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => pageMetadata('/flats', routeContent('flats'))

/** /flats — the flats shop: filters in the URL, first page of results rendered here. */
export default async function FlatsPage({ searchParams }: Props) {
  return <ShopPage type="flat" route="flats" searchParams={await searchParams} />
}
