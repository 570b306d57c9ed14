import { FavoritesPage } from '@/features/favorites'
import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/favorites', routeContent('favorites'))

/** /favorites — the visitor's favorites, or a shared collection (?collection=): both loaded in the browser. */
export default function Favorites() {
  return <FavoritesPage />
}
