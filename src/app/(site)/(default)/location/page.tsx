import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/location', routeContent('location'))

/** /location — the body comes from its feature in a later issue. */
export default function LocationPage() {
  return <RoutePage route="location" />
}
