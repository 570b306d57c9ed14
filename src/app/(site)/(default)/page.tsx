import { getMainPageContent, MainPage } from '@/features/content'
import { HomeJsonLd } from '@/features/feeds'
import { pageMetadata } from '@/features/seo/server'
import { flatFiguresByRooms } from '@/features/properties'
import { bannerKey, isBannerVisible, ScheduleBanner } from '@/features/settings'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { loadPageData, routeContent } from '@/features/shell'

export const generateMetadata = () => pageMetadata('/', routeContent('index'))

/**
 * / — the main page (its «от» figures from the catalogue) with the schedule banner while holidays are on (it hides
 * itself in the browser for a visitor who dismissed it), and the developer's and the complex's structured data.
 */
export default async function HomePage() {
  const [content, settings] = await Promise.all([
    loadPageData(async () => getMainPageContent(await flatFiguresByRooms())),
    getSiteSettingsSafe(),
  ])
  const { holidays } = settings
  return (
    <>
      {isBannerVisible(holidays, undefined) && (
        <ScheduleBanner title={holidays.title} text={holidays.text} dismissKey={bannerKey(holidays.title, holidays.text)} />
      )}
      <MainPage content={content} />
      <HomeJsonLd settings={settings} />
    </>
  )
}
