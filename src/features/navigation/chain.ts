/**
 * The route-change chain of SPEC §4, as a pure function over URLs. Order:
 * 1. validation (known route, valid params); 2. the full-page-load check (path changed and the target
 * route is not excluded — see FULL_LOAD_EXCLUDED_ROUTES); 3. UTM carry-over; 4. the redirect lookup
 * (absolute or protocol-relative targets leave by a full navigation; app middleware run last).
 * Invalid or unknown targets without a redirect load as a document, so the server answers a real 404.
 */
import { isExternalTarget, type RedirectLookup } from '@/features/redirects'

import { runRouteMiddleware, type RouteMiddleware } from './app-middleware'
import { FULL_LOAD_EXCLUDED_ROUTES, isValidRoute, matchRoute } from './routes'
import { carryUtm } from './utm'

export type NavigationDecision =
  /** Navigate inside the app (router.push) to a same-origin path + query + hash. */
  | { kind: 'client'; href: string }
  /** Load a new document (location.assign). */
  | { kind: 'full'; href: string }

export interface ChainDependencies {
  /** The redirect lookup; a failure is logged and the navigation continues without it. */
  lookup: (path: string) => Promise<RedirectLookup>
  /** True once a newer build is deployed: the next navigation reloads (SPEC §4 new build detection). */
  buildChanged?: () => boolean
  registry?: Readonly<Record<string, RouteMiddleware>>
  warn?: (message: string, detail: Record<string, unknown>) => void
}

const samePath = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '')
const relative = (url: URL) => `${url.pathname}${url.search}${url.hash}`

/** Whether a target needs a document load by steps 1–2 alone. */
export function needsFullLoad(from: URL, to: URL): boolean {
  if (samePath(from.pathname, to.pathname)) return false
  const match = matchRoute(to.pathname)
  return !(isValidRoute(match) && FULL_LOAD_EXCLUDED_ROUTES.has(match.name))
}

/** Runs the chain for a navigation from one URL to another (both absolute, same origin). */
export async function runNavigationChain(fromHref: string, toHref: string, deps: ChainDependencies): Promise<NavigationDecision> {
  const from = new URL(fromHref)
  let to = new URL(toHref, from)

  // 1. Validation.
  let valid = isValidRoute(matchRoute(to.pathname))
  // 2. The full-page-load check (a new build forces it too).
  let full = needsFullLoad(from, to) || Boolean(deps.buildChanged?.())
  // 3. UTM carry-over.
  to = carryUtm(from, to)
  // 4. The redirect lookup, only when the path changes (query and hash changes stay on the page).
  if (samePath(from.pathname, to.pathname)) return full ? { kind: 'full', href: relative(to) } : { kind: 'client', href: relative(to) }

  let lookup: RedirectLookup | null = null
  try {
    lookup = await deps.lookup(to.pathname)
  } catch (error) {
    deps.warn?.('redirect lookup failed; navigating without it', { path: to.pathname, error: String(error) })
  }

  if (lookup?.redirect) {
    const target = lookup.redirect
    if (isExternalTarget(target)) {
      const external = new URL(target.startsWith('//') ? `${from.protocol}${target}` : target)
      if (external.origin !== from.origin) return { kind: 'full', href: external.toString() }
    }
    const next = new URL(target, from)
    for (const [key, value] of to.searchParams) if (!next.searchParams.has(key)) next.searchParams.append(key, value)
    if (!next.hash) next.hash = to.hash
    to = next
    valid = isValidRoute(matchRoute(to.pathname))
    full = needsFullLoad(from, to) || Boolean(deps.buildChanged?.())
  }

  if (lookup?.appMiddleware.length) ({ to, full } = runRouteMiddleware(lookup.appMiddleware, { from, to, full }, deps.registry))

  if (!valid) full = true
  return { kind: full ? 'full' : 'client', href: relative(to) }
}
