import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/mortgage', routeContent('mortgage'))

/** /mortgage — the body comes from its feature in a later issue. */
export default function MortgagePage() {
  return <RoutePage route="mortgage" />
}
