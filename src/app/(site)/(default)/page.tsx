import { getMainPageContent, MainPage } from '@/features/content'
import { pageMetadata } from '@/features/seo/server'
import { loadPageData, routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/', routeContent('index'))

/** / — the main page. */
export default async function HomePage() {
  const content = await loadPageData(getMainPageContent)
  return <MainPage content={content} />
}
