import { cookies } from 'next/headers'
import type { ReactNode } from 'react'

import { getMenuSafe } from '@/features/navigation/server'
import { bannerKey, isBannerVisible, SCHEDULE_BANNER_COOKIE, ScheduleBanner } from '@/features/settings'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { SiteFooter, SiteHeader } from '@/features/shell'

/** The default layout: header with the main menu and consult button, the schedule banner, the page, the footer. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const [settings, mainMenu, infoMenu, cookieStore] = await Promise.all([
    getSiteSettingsSafe(),
    getMenuSafe('main'),
    getMenuSafe('info'),
    cookies(),
  ])
  const { holidays } = settings
  // Decided on the server from the cookie: a dismissed banner never flashes.
  const showBanner = isBannerVisible(holidays, cookieStore.get(SCHEDULE_BANNER_COOKIE)?.value)
  return (
    <>
      <a href="#main" className="skip-link">
        Перейти к содержимому
      </a>
      <SiteHeader settings={settings} menu={mainMenu} />
      {showBanner && <ScheduleBanner title={holidays.title} text={holidays.text} dismissKey={bannerKey(holidays.title, holidays.text)} />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter settings={settings} menu={infoMenu} />
    </>
  )
}
