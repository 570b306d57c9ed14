/**
 * Stylesheets of other routes are prefetched, never preloaded.
 *
 * Why: every RSC answer carries a preload hint for each stylesheet of the route it renders (Next.js calls
 * ReactDOM.preloadStyle for a route's CSS, render-css-resource.js), and React applies the hints of any answer it
 * decodes — a prefetch's too — as `<link rel=preload as=style>` in this document. Since the stylesheets are grouped
 * by route (next.config cssChunking 'graph'), a page that prefetches its links (the shell's menu prefetch, the
 * links a visitor points at) got preloads of CSS it never applies, and Chromium logs «…was preloaded using link preload but
 * not used within a few seconds» for each (83 in one walk of the site), while they competed with the page's own
 * requests at high priority.
 *
 * How: React's dispatcher of resource hints (ReactDOM's internals, the one object React itself calls) is
 * wrapped once per document. A style hint for a stylesheet this document does not use becomes a low-priority
 * `<link rel=prefetch as=style>`: the file still lands in the HTTP cache before the visitor navigates, without the
 * warning. Every other hint goes to React unchanged. When React renames its internals this does nothing (and the
 * e2e walk of e2e/buyer-walk.spec.ts fails on the warnings again).
 */
import * as ReactDOM from 'react-dom'

type Preload = (href: string, as: string, options?: unknown) => void
type Internals = { d?: { L?: Preload } & Record<string, unknown> }

const WRAPPED = Symbol.for('novaya-zarya.style-preloads')

/** True when the document already applies or prefetched this stylesheet. */
function known(doc: Document, href: string): boolean {
  const escaped = CSS.escape(href)
  return doc.querySelector(`link[rel="stylesheet"][href="${escaped}"], link[rel="prefetch"][href="${escaped}"]`) !== null
}

/** A style hint as a prefetch of the file; other hints pass through. Returns false when nothing was wrapped. */
export function prefetchStyleHints(
  doc: Document = document,
  internals: Internals | undefined = (ReactDOM as unknown as { __DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: Internals })
    .__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE,
): boolean {
  const dispatcher = internals?.d
  const preload = dispatcher?.L
  if (!dispatcher || typeof preload !== 'function') return false
  if ((preload as unknown as Record<symbol, boolean>)[WRAPPED]) return true
  const wrapped: Preload = function (this: unknown, href, as, options) {
    if (as !== 'style' || typeof href !== 'string' || !href) return preload.call(this, href, as, options)
    if (known(doc, href)) return
    const link = doc.createElement('link')
    link.rel = 'prefetch'
    link.setAttribute('as', 'style')
    link.href = href
    doc.head.appendChild(link)
  }
  Object.defineProperty(wrapped, WRAPPED, { value: true })
  dispatcher.L = wrapped
  return true
}
