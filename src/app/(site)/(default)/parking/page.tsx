import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'
import { ShopPage } from '@/features/shop'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => pageMetadata('/parking', routeContent('parking'))

/** /parking — the shop list screen for parking places. */
export default async function ParkingPage({ searchParams }: Props) {
  return <ShopPage type="parking" route="parking" searchParams={await searchParams} />
}
