import type { ReactNode } from 'react'

import { DefaultFrame } from '../default-frame'

/**
 * Pages of this layout are the same HTML for every visitor: rendered once per content change and served
 * from the page cache (docs/rendering.md). 'force-static' makes a stray read of cookies, headers or the query
 * string see nothing instead of turning the page per request; filtered URLs reach their page through the
 * proxy's canonical-query rewrite (features/navigation/query-pages.ts).
 */
export const dynamic = 'force-static'
/** Seconds a CDN may keep a page (s-maxage) before it revalidates; the change events expire it here at once. */
export const revalidate = 300

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return <DefaultFrame>{children}</DefaultFrame>
}
