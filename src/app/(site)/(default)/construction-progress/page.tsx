import { getProgressPageData, ProgressView } from '@/features/progress'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData, routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/construction-progress', routeContent('construction-progress'))

/** /construction-progress?year= — the year's construction cards, cameras, panorama and promo (SPEC §2.2). */
export default async function ConstructionProgressPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const query = await searchParams
  const data = await loadPageData(() => getProgressPageData(query))
  return <ProgressView data={data} />
}
