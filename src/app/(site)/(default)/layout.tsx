import { cookies } from 'next/headers'
import type { ReactNode } from 'react'

import { CmsImage, getRequestBlock, type RequestBlockDto } from '@/features/content'
// The modal's own module, not the leads barrel: the layout ships on every page, the forms load on demand.
import { ConsultationModal } from '@/features/leads/consultation-modal'
import type { RequestBlockTexts } from '@/features/leads/texts'
import { getMenuSafe } from '@/features/navigation/server'
import { bannerKey, isBannerVisible, SCHEDULE_BANNER_COOKIE, ScheduleBanner } from '@/features/settings'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { SiteFooter, SiteHeader } from '@/features/shell'

/** Only the texts go to the browser; the picture is rendered here. */
function requestTexts({ title, description, button_text, consent_text, success_title, success_text }: RequestBlockDto): RequestBlockTexts {
  return { title, description, button_text, consent_text, success_title, success_text }
}

/**
 * The default layout: header with the main menu and consult button, the schedule banner, the page, the footer,
 * and the one consultation side panel every consult button of these pages opens.
 */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const [settings, mainMenu, infoMenu, cookieStore, requestBlock] = await Promise.all([
    getSiteSettingsSafe(),
    getMenuSafe('main'),
    getMenuSafe('info'),
    cookies(),
    // Without its texts the panel is left out and the consult buttons fall back to the footer contacts.
    getRequestBlock().catch(() => null),
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
      {requestBlock && (
        <ConsultationModal
          block={requestTexts(requestBlock)}
          // Rendered only while the panel is open, so it may load at once.
          media={<CmsImage image={requestBlock.image} sizes="(min-width: 768px) 560px, 100vw" fit="cover" priority />}
        />
      )}
    </>
  )
}
