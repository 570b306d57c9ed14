import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/construction-progress', routeContent('construction-progress'))

/** /construction-progress — the body comes from its feature in a later issue. */
export default function ConstructionProgressPage() {
  return <RoutePage route="construction-progress" />
}
