import { ComparePage } from '@/features/compare'
import { pageMetadata } from '@/features/seo/server'
import { routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/compare', routeContent('compare'))

/** /compare — the visitor's comparison, or a shared one (?collection=): both loaded in the browser. */
export default function Compare() {
  return <ComparePage />
}
