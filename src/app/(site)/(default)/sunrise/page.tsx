import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/sunrise', routeContent('sunrise'))

/** /sunrise — the body comes from its feature in a later issue. */
export default function SunrisePage() {
  return <RoutePage route="sunrise" />
}
