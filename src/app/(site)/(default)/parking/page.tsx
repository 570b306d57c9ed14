import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/parking', routeContent('parking'))

/** /parking — the body comes from its feature in a later issue. */
export default function ParkingPage() {
  return <RoutePage route="parking" />
}
