import type { ReactNode } from 'react'

/**
 * The empty layout (SPEC §2.1): the page alone, without header and footer — for landing pages and embeds
 * that bring their own frame. Put a route folder next to this file to use it.
 */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  )
}
