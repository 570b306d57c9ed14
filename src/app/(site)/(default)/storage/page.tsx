import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'
import { ShopPage } from '@/features/shop'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export const generateMetadata = () => pageMetadata('/storage', routeContent('storage'))

/** /storage — the shop list screen for storage rooms. */
export default async function StoragePage({ searchParams }: Props) {
  return <ShopPage type="storage" route="storage" searchParams={await searchParams} />
}
