import { getYardsView, YardsPageView } from '@/features/content'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData, routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/yards', routeContent('yards'))

/** /yards — the courtyards: slider, communication area, advantages, park, gallery, sport and herbarium. */
export default async function YardsPage() {
  const view = await loadPageData(getYardsView)
  return <YardsPageView {...view} />
}
