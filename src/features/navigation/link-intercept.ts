/**
 * Which link clicks the navigation chain takes over. Everything else keeps its native or Next.js
 * behaviour: new tabs, downloads, other origins, files, the CMS and API, and same-path links (hash
 * jumps and filter/query changes keep their `replace`/`scroll` options and never need the chain's
 * path-based steps).
 */

/** Paths the site app never renders: the CMS, the API, framework assets, media and other files. */
const FOREIGN_PATH = /^\/(?:admin|cms-api|api|_next|media|builds)(?:\/|$)|\/[^/]+\.[a-z0-9]{1,8}$/i

export interface ClickLike {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/** The target URL when the chain should handle this anchor, else null. */
export function linkTarget(anchor: Element | null, current: URL): URL | null {
  if (!anchor || anchor.tagName !== 'A') return null
  const href = anchor.getAttribute('href')
  if (!href || href.startsWith('#')) return null
  if (anchor.hasAttribute('download') || anchor.hasAttribute('data-native-navigation')) return null
  const target = anchor.getAttribute('target')
  if (target && target !== '_self') return null
  let url: URL
  try {
    url = new URL(href, current)
  } catch {
    return null
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return null
  if (FOREIGN_PATH.test(url.pathname)) return null
  if (url.pathname.replace(/\/+$/, '') === current.pathname.replace(/\/+$/, '')) return null
  return url
}

/** linkTarget for a click, honouring modifier keys and other handlers that already took the click. */
export function clickTarget(event: ClickLike, anchor: Element | null, current: URL): URL | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  return linkTarget(anchor, current)
}
