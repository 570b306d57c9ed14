import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/storage', routeContent('storage'))

/** /storage — the body comes from its feature in a later issue. */
export default function StoragePage() {
  return <RoutePage route="storage" />
}
