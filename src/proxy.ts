/**
 * Next.js 16 proxy (the renamed middleware; Node.js runtime by default). It runs before every page request (the
 * product API skips it; GET /api/csrf/ issues the csrftoken cookie, see server/api/csrf.ts) as the steps below, in this
 * order (STEPS). The first step that answers ends the request; servePage answers when none before it did.
 * - answerFrontCacheKey: the production front asks for the key it caches a URL's page under (its canonical query).
 * - limitAdminLogin: admin login attempts are rate-limited per client address (password guessing).
 * - lookUpPath: a page read asks the CMS redirect lookup about its path (the app's own function, handed over in this
 *   process; over loopback HTTP when there is none) and keeps answers ~10 s in memory; it fails open.
 * - redirectFromCms: a CMS redirect on the first request of a visit, with its real 301/302 (SPEC §4 step 4).
 * - dropTrailingSlash: one URL per page: '/flats/' answers 308 → '/flats' (the API answers both forms and never
 *   redirects).
 * - passNonPages: what is not a page of the site (the CMS, Next.js's own paths, a file) goes on untouched.
 * - findKnownStatus: a path the lookup says is a 404, and /test?status=N where allowed, are statuses known before
 *   rendering: the page is rendered by the error route with that status, in the site's layout (a page that throws
 *   only gets Next.js's empty error shell, see HTTP_ERROR_ROUTE).
 * - issueNonce: pages rendered per request (the UI kit, /test, error pages, previews, unknown paths; every page in
 *   development) get a Content-Security-Policy with a fresh nonce, which Next.js puts on its scripts. Cached pages
 *   carry their own hash-based policy, stored with the page (src/server/page-cache). The page itself never varies: a
 *   cached page is the same response for everyone.
 * - rememberAttribution: a visit from a campaign, an ad click or another site sets the visitor's attribution cookie.
 * - renderKnownStatus: the error route answers with the status findKnownStatus found.
 * - rewriteQueryPage: a page whose render depends on its query (a filtered list, /booking?ID=,
 *   /construction-progress?year=) is rewritten to the cached page of its canonical query
 *   (features/navigation/query-pages.ts).
 * - servePage: any other page, as asked.
 */
import { type NextRequest, NextResponse } from 'next/server'

import { canonicalBookingQuery } from '@/features/booking/proxy'
import { attributionCookie, attributionOfVisit } from '@/features/leads/proxy'
import { pathKind, queryKindOf, queryPagePath, type QueryKind } from '@/features/navigation/proxy'
import { canonicalProgressQuery } from '@/features/progress/proxy'
import { createProxyRedirectResolver, type RedirectLookup, redirectLocation } from '@/features/redirects'
import { HTTP_ERROR_ROUTE, httpErrorRewrite, provokedStatus, statusProvocationAllowed } from '@/features/shell/proxy'
import { canonicalChessQuery, canonicalShopQuery } from '@/features/shop/proxy'
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

/** How each kind of page query is made canonical (rewriteQueryPage, answerFrontCacheKey). */
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

/** What the steps learn of one request, for the steps after them. */
interface Visit {
  readonly request: NextRequest
  readonly url: NextRequest['nextUrl']
  /** The status a request to the error route brings from an earlier rewrite (see rewriteTo), or null. */
  readonly heldStatus: number | null
  /** A GET or HEAD of a page that brings no held status: the only request the redirect lookup is asked about. */
  readonly pageRead: boolean
  /** The redirect lookup's answer, for a page read. */
  lookup: RedirectLookup | null
  /** The error route and status to render instead of the page. */
  error: { path: string; status: number } | null
  /** The Content-Security-Policy with a fresh nonce, for a page rendered per request. */
  csp: string | null
  /** The visitor's attribution cookie, when this visit came from a campaign, an ad click or another site. */
  attributionCookie: string | null
}

/** One step of the proxy: it answers the request, or notes on the visit what later steps need and lets them run. */
type ProxyStep = (visit: Visit) => NextResponse | void | Promise<NextResponse | void>

/** A request as the first step sees it. */
function visitOf(request: NextRequest): Visit {
  const url = request.nextUrl
  const heldStatus = heldErrorStatus(request)
  const pageRead = (request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(url.pathname) && heldStatus === null
  return { request, url, heldStatus, pageRead, lookup: null, error: null, csp: null, attributionCookie: null }
}

/** The steps in the order they run (the file comment says what each does and why). */
const STEPS: readonly ProxyStep[] = [
  answerFrontCacheKey,
  limitAdminLogin,
  lookUpPath,
  redirectFromCms,
  dropTrailingSlash,
  passNonPages,
  findKnownStatus,
  issueNonce,
  rememberAttribution,
  renderKnownStatus,
  rewriteQueryPage,
]

/** The proxy function: the steps in order, until one answers; servePage answers when none did. */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const visit = visitOf(request)
  for (const step of STEPS) {
    const answer = await step(visit)
    if (answer) return answer
  }
  return servePage(visit)
}

/** The front's question for a URL's cache key, answered from the URL alone (see frontCanonical). */
function answerFrontCacheKey({ request, url }: Visit): NextResponse | void {
  if (request.headers.get(FRONT_CANONICAL_HEADER) === '1') return frontCanonical(url)
}

/** Admin login attempts, limited per client address against password guessing. */
async function limitAdminLogin({ request, url }: Visit): Promise<NextResponse | void> {
  if (url.pathname === ADMIN_LOGIN) return limitLogin(request)
}

/** Asks the redirect lookup about a page read's path: its redirect, and whether the path is a 404. */
async function lookUpPath(visit: Visit): Promise<void> {
  if (visit.pageRead) visit.lookup = await resolver.resolve(visit.url.pathname)
}

/** The CMS redirect of the path, with its own status (301 unless the editor chose another). */
function redirectFromCms({ lookup, url }: Visit): NextResponse | void {
  if (lookup?.redirect) return NextResponse.redirect(redirectLocation(lookup.redirect, new URL(url.href)), lookup.statusCode ?? 301)
}

/** One URL per page: a page read's trailing slash answers 308 to the path without it (the UI kit keeps its own). */
function dropTrailingSlash({ pageRead, url }: Visit): NextResponse | void {
  if (!pageRead || url.pathname.length <= 1 || !url.pathname.endsWith('/') || KEEPS_TRAILING_SLASH.test(url.pathname)) return
  // A plain URL: NextURL would put the trailing slash back when it formats the pathname.
  const target = new URL(url.href)
  target.pathname = url.pathname.replace(/\/+$/, '') || '/'
  return NextResponse.redirect(target, 308)
}

/** What is not a page of the site (the CMS, Next.js's own paths, a file) goes on untouched. */
function passNonPages({ url }: Visit): NextResponse | void {
  if (NOT_A_PAGE.test(url.pathname)) return NextResponse.next()
}

/** Notes the status a page read is known to answer before rendering: the lookup's 404, else /test?status=N. */
function findKnownStatus(visit: Visit): void {
  const { pageRead, lookup, url } = visit
  if (!pageRead) return
  const provoked = url.pathname === '/test' ? provokedStatus(url.searchParams.get('status'), statusProvocationAllowed()) : null
  if (lookup?.notFound) visit.error = { path: httpErrorRewrite(404, `${url.pathname}${url.search}`, lookup.notFound), status: 404 }
  else if (provoked) visit.error = { path: httpErrorRewrite(provoked, `${url.pathname}${url.search}`), status: provoked }
}

/** A page rendered per request gets a Content-Security-Policy with a fresh nonce; a cached page carries its own. */
function issueNonce(visit: Visit): void {
  const { pathname } = visit.url
  const perRequest =
    process.env.NODE_ENV === 'development' ||
    visit.error !== null ||
    visit.heldStatus !== null ||
    RENDERED_PER_REQUEST.test(pathname) ||
    pathKind(pathname) !== 'page'
  if (perRequest) visit.csp = pagePolicy()
}

/**
 * A page request that came from a campaign, an ad click or another site keeps where it came from in the visitor's
 * 90-day cookie (features/leads/attribution.ts); a direct visit or a move inside the site sets nothing. Only for a
 * document the browser navigates to: the router's RSC fetches and prefetches are no visits.
 */
function rememberAttribution(visit: Visit): void {
  const { request } = visit
  if (request.method !== 'GET' || request.headers.has('rsc') || request.headers.has('next-router-prefetch')) return
  const ownHosts = [request.headers.get('x-forwarded-host'), request.headers.get('host'), siteHost()].filter((host): host is string =>
    Boolean(host),
  )
  const attribution = attributionOfVisit(new URL(request.url), request.headers.get('referer'), ownHosts, new Date())
  if (!attribution) return
  const secure = (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https'
  visit.attributionCookie = attributionCookie(attribution, secure)
}

/** A status known before rendering: the error route renders the page with it. */
function renderKnownStatus(visit: Visit): NextResponse | void {
  if (visit.error) return pageAnswer(visit, rewriteTo(visit.request, visit.error.path, visit.error.status, pageHeaders(visit)))
}

/** A page that renders by its query goes to the cached page of its canonical query; the browser keeps its URL. */
function rewriteQueryPage(visit: Visit): NextResponse | void {
  const { url } = visit
  const queryPage = visit.heldStatus === null ? queryPageRewrite(url) : null
  if (queryPage)
    return pageAnswer(
      visit,
      NextResponse.rewrite(new URL(`${queryPage}${url.search}`, url.origin), { request: { headers: pageHeaders(visit) } }),
    )
}

/** Any other page, as asked; the error route's second request keeps the status it brings (see rewriteTo). */
function servePage(visit: Visit): NextResponse {
  const { heldStatus } = visit
  return pageAnswer(
    visit,
    NextResponse.next({ request: { headers: pageHeaders(visit) }, ...(heldStatus === null ? {} : { status: heldStatus }) }),
  )
}

/** The request headers a page renders with: Next.js reads the nonce for its scripts from the policy there. */
function pageHeaders({ request, csp }: Visit): Headers {
  const headers = new Headers(request.headers)
  if (csp) headers.set('content-security-policy', csp)
  return headers
}

/** A page's response with what the steps added: the policy with its nonce, the attribution cookie. */
function pageAnswer({ csp, attributionCookie }: Visit, response: NextResponse): NextResponse {
  if (csp) response.headers.set('content-security-policy', csp)
  if (attributionCookie) response.headers.append('set-cookie', attributionCookie)
  return response
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
 * The key the front caches a page with a query under: the path and the canonical query of rewriteQueryPage (none
 * for a page that takes no query), so that the variants of one filter — another order, defaults, utm or yclid tags —
 * are one entry there as they are one page here. It depends on the URL alone, so the front keeps each answer a day. What
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
