import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'
import { FavoritesPage } from '@/features/shop'

type Props = { searchParams: Promise<{ collection?: string | string[] }> }

export const generateMetadata = () => pageMetadata('/favorites', routeContent('favorites'))

/** /favorites — the visitor's favorites, or a shared collection (?collection=). */
export default async function Favorites({ searchParams }: Props) {
  return <FavoritesPage collection={(await searchParams).collection} />
}
