import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/flats', routeContent('flats'))

/** /flats — the body comes from its feature in a later issue. */
export default function FlatsPage() {
  return <RoutePage route="flats" />
}
