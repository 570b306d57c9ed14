import { pageMetadata } from '@/features/seo/server'
import { routeContent, RoutePage } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/', routeContent('index'))

/** / — the body comes from its feature in a later issue. */
export default function HomePage() {
  return <RoutePage route="index" />
}
