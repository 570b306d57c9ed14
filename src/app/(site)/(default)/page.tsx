import { getMainPageContent, MainPage } from '@/features/content'
import { HomeJsonLd } from '@/features/feeds'
import { pageMetadata } from '@/features/seo/server'
import { flatFiguresByRooms } from '@/features/properties'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { loadPageData, routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/', routeContent('index'))

/** / — the main page (its «от» figures from the catalogue), with the developer's and the complex's structured data. */
export default async function HomePage() {
  const [content, settings] = await Promise.all([
    loadPageData(async () => getMainPageContent(await flatFiguresByRooms())),
    getSiteSettingsSafe(),
  ])
  return (
    <>
      <MainPage content={content} />
      <HomeJsonLd settings={settings} />
    </>
  )
}
