import type { ReactNode } from 'react'

import { DefaultFrame } from '../default-frame'

/**
 * The default frame for the few pages that answer per request (docs/rendering.md): /test, the error pages the
 * proxy rewrites to, the admin's live preview of a draft and the catch-all of unknown paths. They read the
 * request (a status to provoke, a draft token, the old site's query) and get a per-request CSP nonce.
 */
export const dynamic = 'force-dynamic'

export default function LiveLayout({ children }: { children: ReactNode }) {
  return <DefaultFrame>{children}</DefaultFrame>
}
