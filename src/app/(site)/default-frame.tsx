import type { ReactNode } from 'react'

import { CmsStaticImage, getRequestBlock, type RequestBlockDto } from '@/features/content'
// The modal's own module, not the leads barrel: the layout ships on every page, the forms load on demand.
import { ConsultationModal } from '@/features/leads/consultation-modal'
import { FooterBuildingDocuments } from '@/features/genplan'
import type { RequestBlockTexts } from '@/features/leads/texts'
import { getMenuSafe } from '@/features/navigation/server'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { SiteFooter, SiteHeader } from '@/features/shell'
// Last: imports order the stylesheets, and the graph CSS chunking merges the stylesheets of routes that meet them in
// another order (these links before the footer put the chessboard's and the floors' styles into every page's CSS:
// +3 KB gzip on /test, measured).
import { VisitorListLinks } from '@/features/favorites/client'

/** Only the texts go to the browser; the picture is rendered here. */
function requestTexts({ title, description, button_text, consent_text, success_title, success_text }: RequestBlockDto): RequestBlockTexts {
  return { title, description, button_text, consent_text, success_title, success_text }
}

/**
 * The default frame: header with the main menu and consult button, the page, the footer, and the one
 * consultation side panel every consult button of these pages opens. The same for every visitor.
 * Two layouts use it: (default), whose pages are cached, and (live), whose pages render per request.
 */
export async function DefaultFrame({ children }: { children: ReactNode }) {
  const [settings, mainMenu, infoMenu, requestBlock] = await Promise.all([
    getSiteSettingsSafe(),
    getMenuSafe('main'),
    getMenuSafe('info'),
    // Without its texts the panel is left out and the consult buttons fall back to the footer contacts.
    getRequestBlock().catch(() => null),
  ])
  return (
    <>
      <a href="#main" className="skip-link">
        Перейти к содержимому
      </a>
      <SiteHeader
        settings={settings}
        menu={mainMenu}
        lists={<VisitorListLinks place="header" />}
        menuLists={<VisitorListLinks place="menu" />}
      />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter settings={settings} menu={infoMenu} documents={<FooterBuildingDocuments />} />
      {requestBlock && (
        <ConsultationModal
          block={requestTexts(requestBlock)}
          // Rendered only while the panel is open, so it may load at once.
          media={<CmsStaticImage image={requestBlock.image} sizes="(min-width: 768px) 560px, 100vw" fit="cover" />}
        />
      )}
    </>
  )
}
