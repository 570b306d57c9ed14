import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/favorites', routeContent('favorites'))

/** /favorites — the body comes from its feature in a later issue. */
export default function FavoritesPage() {
  return <RoutePage route="favorites" />
}
