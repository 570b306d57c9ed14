import { getMainPageContent, MainPage } from '@/features/content'
import { HomeJsonLd } from '@/features/feeds'
import { pageMetadata } from '@/features/seo/server'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { loadPageData, routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/', routeContent('index'))

/** / — the main page, with the developer's and the complex's structured data. */
export default async function HomePage() {
  const [content, settings] = await Promise.all([loadPageData(getMainPageContent), getSiteSettingsSafe()])
  return (
    <>
      <MainPage content={content} />
      <HomeJsonLd settings={settings} />
    </>
  )
}
