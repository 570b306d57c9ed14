import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import type { ReactNode } from 'react'

import { buildMenu, DEBUG_COOKIE, isDebugOn, UiKitShell } from '@/features/ui-kit'

// A developer area: kept out of search results (and out of the sitemap).
export const metadata: Metadata = {
  title: { default: 'UI-kit', template: '%s — UI-kit' },
  robots: { index: false, follow: false },
}

/** Frame of the /ui-kit/ area: header, menu, and the debug flag read from its cookie. */
export default async function UiKitLayout({ children }: { children: ReactNode }) {
  const debug = isDebugOn((await cookies()).get(DEBUG_COOKIE)?.value)
  return (
    <UiKitShell initialDebug={debug} menu={buildMenu()}>
      {children}
    </UiKitShell>
  )
}
