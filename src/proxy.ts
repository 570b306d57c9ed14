/**
 * Next.js 16 proxy (the renamed middleware; Node.js runtime by default). Before every page request (the product
 * API skips it; GET /api/csrf/ issues the csrftoken cookie, see server/api/csrf.ts):
 * 1. CMS redirects on the first request of a visit, with their real 301/302 (SPEC §4 step 4). The proxy
 *    asks the lookup API over loopback and keeps answers ~10 s in memory; it fails open.
 * 2. One URL per page: '/flats/' answers 308 → '/flats' (the API answers both forms and never redirects).
 * 2b. Statuses known before rendering: a path the lookup says is a 404, and /test?status=N where allowed,
 *    are rewritten to the error route with that status, so the error page is server-rendered in the
 *    site's layout (a page that throws only gets Next.js's empty error shell, see HTTP_ERROR_ROUTE).
 * 3. A page whose render depends on its query (a filtered list, /booking?ID=, /construction-progress?year=)
 *    is rewritten to the cached page of its canonical query (features/navigation/query-pages.ts).
 * 4. Pages rendered per request (the UI kit, /test, error pages, previews, unknown paths; every page in
 *    development) get a Content-Security-Policy with a fresh nonce, which Next.js puts on its scripts. Cached
 *    pages carry their own hash-based policy, stored with the page (src/server/page-cache). The page itself never
 *    varies: a cached page is the same response for everyone; GET /api/csrf/ issues the csrftoken cookie.
 * 0. Admin login attempts are rate-limited per client address (password guessing), before anything else.
 * 5. A visit from a campaign, an ad click or another site sets the visitor's attribution cookie (rememberAttribution).
 */
import { type NextRequest, NextResponse } from 'next/server'

import { canonicalBookingQuery } from '@/features/booking/ref-id'
import { attributionCookie, attributionOfVisit } from '@/features/leads/attribution'
import { queryPagePath } from '@/features/navigation/query-pages'
import { pathKind, queryKindOf, type QueryKind } from '@/features/navigation/routes'
import { canonicalProgressQuery } from '@/features/progress/year'
import { createProxyRedirectResolver, redirectLocation } from '@/features/redirects'
import { HTTP_ERROR_ROUTE, httpErrorRewrite, provokedStatus, statusProvocationAllowed } from '@/features/shell/page-error'
import { canonicalChessQuery, canonicalShopQuery } from '@/features/shop/filter-state'
import { LOGIN_RATE_LIMIT } from '@/server/api/rate-limits'
import { onCmsChangeSettled } from '@/server/change-events'
import { moduleLogger } from '@/server/log'
import { clientAddress, hitRateLimit } from '@/server/rate-limit'
import { contentSecurityPolicy, createNonce } from '@/lib/security-headers'

/** The app's own address for internal calls; never derived from the request's Host header. */
function internalOrigin(): string {
  return process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`
}

// Node.js runtime (the only one Next.js 16 allows for the proxy), so the pino logger runs here too.
const log = moduleLogger('proxy')
let lastWarning = 0
const resolver = createProxyRedirectResolver({
  origin: internalOrigin,
  warn: (msg, detail) => {
    // One line a minute at most: a down lookup must not flood the logs at every request.
    if (Date.now() - lastWarning < 60_000) return
    lastWarning = Date.now()
    log.warn(detail, msg)
  },
})
// The proxy runs in the server process, so an editor’s change reaches its cache at once (and again once committed).
// Subscribed here, when the proxy's bundle loads, not at start-up: the resolver lives in that bundle alone, which
// instrumentation cannot reach, and a module-level resolver needs its subscription beside it.
onCmsChangeSettled((event) => {
  // Properties too: the lookup answers which property ids exist and under which type.
  if (event.slug === 'redirects' || event.slug === 'properties') resolver.clear()
})

/** Paths that are not pages of the site: no redirect lookup and no slash normalisation there. */
const NOT_A_PAGE = /^\/(?:api|cms-api|admin|_next|builds|media|healthz|readyz)(?:\/|$)|\/[^/]+\.[a-z0-9]{1,8}$/i
/** The UI kit lists its index as /ui-kit/ (SPEC §2.1), so its paths keep the form they were asked in. */
const KEEPS_TRAILING_SLASH = /^\/ui-kit(?:\/|$)/

/** Pages that read the request, so they render per request with a nonce (the (live) layout and the UI kit). */
const RENDERED_PER_REQUEST = /^\/(?:test|http-error|ui-kit|admin\/preview)(?:\/|$)/

/** How each kind of page query is made canonical (step 3). */
const CANONICAL_QUERY: Record<QueryKind, (params: URLSearchParams) => string> = {
  shop: canonicalShopQuery,
  progress: canonicalProgressQuery,
  booking: canonicalBookingQuery,
  chess: canonicalChessQuery,
}

/** The cached page of this URL's canonical query, or null when the path takes no query or none is set. */
function queryPageRewrite(url: URL): string | null {
  if (!url.search) return null
  const kind = queryKindOf(url.pathname)
  const canonical = kind ? CANONICAL_QUERY[kind](url.searchParams) : ''
  return canonical ? queryPagePath(url.pathname, canonical) : null
}

/** The proxy function (see the file comment for what it does, in order). */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const url = request.nextUrl
  if (request.headers.get(FRONT_CANONICAL_HEADER) === '1') return frontCanonical(url)
  if (url.pathname === ADMIN_LOGIN) return limitLogin(request)
  let response: NextResponse | null = null
  /** The error route and status to render instead of the page (step 2b). */
  let error: { path: string; status: number } | null = null
  const held = heldErrorStatus(request)

  if ((request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(url.pathname) && held === null) {
    const lookup = await resolver.resolve(url.pathname)
    const provoked = url.pathname === '/test' ? provokedStatus(url.searchParams.get('status'), statusProvocationAllowed()) : null
    if (lookup.notFound) error = { path: httpErrorRewrite(404, `${url.pathname}${url.search}`, lookup.notFound), status: 404 }
    else if (provoked) error = { path: httpErrorRewrite(provoked, `${url.pathname}${url.search}`), status: provoked }
    if (lookup.redirect) {
      response = NextResponse.redirect(redirectLocation(lookup.redirect, new URL(url.href)), lookup.statusCode ?? 301)
    } else if (url.pathname.length > 1 && url.pathname.endsWith('/') && !KEEPS_TRAILING_SLASH.test(url.pathname)) {
      // A plain URL: NextURL would put the trailing slash back when it formats the pathname.
      const target = new URL(url.href)
      target.pathname = url.pathname.replace(/\/+$/, '') || '/'
      response = NextResponse.redirect(target, 308)
    }
  }

  if (response) return response
  if (NOT_A_PAGE.test(url.pathname)) return NextResponse.next()

  const headers = new Headers(request.headers)
  const perRequest =
    process.env.NODE_ENV === 'development' ||
    error !== null ||
    held !== null ||
    RENDERED_PER_REQUEST.test(url.pathname) ||
    pathKind(url.pathname) !== 'page'
  const csp = perRequest ? pagePolicy() : null
  if (csp) headers.set('content-security-policy', csp)
  const queryPage = error || held !== null ? null : queryPageRewrite(url)
  const next = error
    ? rewriteTo(request, error.path, error.status, headers)
    : queryPage
      ? NextResponse.rewrite(new URL(`${queryPage}${url.search}`, url.origin), { request: { headers } })
      : NextResponse.next({ request: { headers }, ...(held === null ? {} : { status: held }) })
  if (csp) next.headers.set('content-security-policy', csp)
  rememberAttribution(request, next)
  return next
}

/**
 * Step 5: a page request that came from a campaign, an ad click or another site keeps where it came from in the
 * visitor's 90-day cookie (features/leads/attribution.ts); a direct visit or a move inside the site sets nothing.
 * Only for a document the browser navigates to: the router's RSC fetches and prefetches are no visits.
 */
function rememberAttribution(request: NextRequest, response: NextResponse): void {
  if (request.method !== 'GET' || request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return
  const ownHosts = [request.headers.get('x-forwarded-host'), request.headers.get('host'), siteHost()].filter((host): host is string =>
    Boolean(host),
  )
  const attribution = attributionOfVisit(new URL(request.url), request.headers.get('referer'), ownHosts, new Date())
  if (!attribution) return
  const secure = (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https'
  response.headers.append('set-cookie', attributionCookie(attribution, secure))
}

function siteHost(): string | null {
  try {
    return process.env.SITE_URL ? new URL(process.env.SITE_URL).host : null
  } catch {
    return null
  }
}

const ADMIN_LOGIN = '/cms-api/users/login'

/** Set by the production front (deploy/nginx) alone when it asks for a URL's cache key; it drops a client's own. */
const FRONT_CANONICAL_HEADER = 'x-front-canonical'

/**
 * The key the front caches a page with a query under: the path and the canonical query of step 3 (none for a page
 * that takes no query), so that the variants of one filter — another order, defaults, utm or yclid tags — are one
 * entry there as they are one page here. It depends on the URL alone, so the front keeps each answer a day. What
 * the front stores under the key is still the page's own answer, with its own Cache-Control.
 */
function frontCanonical(url: URL): NextResponse {
  const kind = queryKindOf(url.pathname)
  const canonical = kind && url.search ? CANONICAL_QUERY[kind](url.searchParams) : ''
  return new NextResponse(null, {
    status: 204,
    headers: { 'x-front-key': canonical ? `${url.pathname}?${canonical}` : url.pathname, 'cache-control': 'public, max-age=86400' },
  })
}

/** Carries the status of a rewrite to the error route along with the request (see rewriteTo). */
const ERROR_STATUS_HEADER = 'x-nz-error-status'

/**
 * A rewrite to the error route with its status. Next.js treats a rewrite as internal only on the origin its
 * router listens on, yet hands the proxy a localhost URL even when the server is bound with -H 127.0.0.1
 * (scripts/e2e.mjs): there the rewrite goes out as an external request to the same server. That second
 * request carries the status in a header, and heldErrorStatus answers it with the status instead of
 * rewriting again. Without -H the rewrite stays internal. Remove the header once Next.js agrees on the origin.
 */
function rewriteTo(request: NextRequest, path: string, status: number, headers: Headers): NextResponse {
  headers.set(ERROR_STATUS_HEADER, String(status))
  return NextResponse.rewrite(new URL(path, request.nextUrl.origin), { status, request: { headers } })
}

/** The status a request to the error route brings from an earlier rewrite (see rewriteTo), or null. */
function heldErrorStatus(request: NextRequest): number | null {
  if (!request.nextUrl.pathname.startsWith(`${HTTP_ERROR_ROUTE}/`)) return null
  const status = Number(request.headers.get(ERROR_STATUS_HEADER))
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : null
}

async function limitLogin(request: NextRequest): Promise<NextResponse> {
  if (request.method !== 'POST') return NextResponse.next()
  const result = await hitRateLimit(LOGIN_RATE_LIMIT, clientAddress(request.headers))
  if (result.allowed) return NextResponse.next()
  return NextResponse.json(
    { error: { code: 'rate_limited', message: `Too many login attempts: try again in ${result.retryAfter} s` } },
    { status: 429, headers: { 'retry-after': String(result.retryAfter), 'cache-control': 'no-store' } },
  )
}

function pagePolicy(): string {
  return contentSecurityPolicy({
    scripts: { nonce: createNonce() },
    dev: process.env.NODE_ENV === 'development',
    sentryDsn: process.env.SENTRY_DSN || process.env.NEXT_PUBLIC_SENTRY_DSN,
  })
}

export const config = {
  // Everything but static assets, the CMS (it has its own CSRF protection), the build poll and the product API:
  // the API needs none of the steps above (GET /api/csrf/ issues the csrftoken cookie), and skipping the proxy
  // there saves a second request object per call on the hottest path of the site.
  matcher: [
    '/((?!_next/static|_next/image|_next/webpack-hmr|favicon\\.ico|api/|admin|cms-api|builds/|healthz|readyz|feeds/|sitemap\\.xml|robots\\.txt).*)',
    '/cms-api/users/login',
  ],
}
