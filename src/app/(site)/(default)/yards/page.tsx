import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/yards', routeContent('yards'))

/** /yards — the body comes from its feature in a later issue. */
export default function YardsPage() {
  return <RoutePage route="yards" />
}
