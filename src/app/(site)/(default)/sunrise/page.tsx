import { getSunrisePageContent, SunrisePage } from '@/features/content'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData, routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/sunrise', routeContent('sunrise'))

/** /sunrise — the corner windows page. */
export default async function SunriseRoute() {
  const content = await loadPageData(getSunrisePageContent)
  return <SunrisePage content={content} />
}
