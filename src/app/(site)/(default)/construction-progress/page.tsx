import { renderedQuery } from '@/features/navigation/query-pages'
import { getProgressPageData, ProgressView } from '@/features/progress'
import { canonicalProgressQuery } from '@/features/progress/year'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData, routeContent } from '@/features/shell'

/** `query` is set when the proxy renders /construction-progress?year= as its own cached page (q/[query]). */
type Props = { params: Promise<{ query?: string }> }

export const generateMetadata = () => pageMetadata('/construction-progress', routeContent('construction-progress'))

/** /construction-progress?year= — the year's construction cards, cameras, panorama and promo (SPEC §2.2). */
export default async function ConstructionProgressPage({ params }: Props) {
  const query = new URLSearchParams(await renderedQuery(params, canonicalProgressQuery))
  const data = await loadPageData(() => getProgressPageData(Object.fromEntries(query)))
  return <ProgressView data={data} />
}
