// Security headers end to end: every page passes its own Content-Security-Policy (no violation,
// React hydrates under it), the static headers are on pages and API answers, and the admin is never indexed.
// Cached pages trust their inline scripts by hash; pages rendered per request by a fresh nonce.
import { createHash } from 'node:crypto'

import { expect, test } from '@playwright/test'
import { Parser } from 'htmlparser2'

/** Every kind of public page: cached ones (with and without a query) and the ones rendered per request. */
const CACHED = [
  '/',
  '/flats',
  '/flats?rooms=2&price_max=15000000',
  '/flats/1',
  '/flats/1/print',
  '/flats/chess',
  '/flats/chess?rooms=2',
  '/parking',
  '/properties/storage',
  '/favorites',
  '/compare',
  '/compare?collection=abcdefgh1234',
  '/mortgage',
  '/construction-progress',
  '/construction-progress?year=2025',
  '/location',
  '/yards',
  '/sunrise',
  '/privacy',
  '/booking?ID=1',
]
const PER_REQUEST = ['/ui-kit/', '/ui-kit/Filter', '/test', '/no-such-page']
const PAGES = [...CACHED, ...PER_REQUEST]

const scriptSrc = (csp: string) => /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []

/** SHA-256 (base64) of every runnable inline script of a document, read by an HTML parser as a browser would. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  let text: string[] | null = null
  const parser = new Parser(
    {
      onopentag: (name, attrs) => {
        if (name === 'script' && attrs.src === undefined && (attrs.type ?? '') !== 'application/ld+json') text = []
      },
      ontext: (chunk) => void text?.push(chunk),
      onclosetag: (name) => {
        if (name === 'script' && text) hashes.push(createHash('sha256').update(text.join('')).digest('base64'))
        if (name === 'script') text = null
      },
    },
    { decodeEntities: false },
  )
  parser.end(html)
  return hashes
}

test('every page passes its Content-Security-Policy and hydrates under it', async ({ page }) => {
  const violations: string[] = []
  // Every refusal fires securitypolicyviolation, even one a script caught (an eval probe in a try block).
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.log(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    ),
  )
  page.on('console', (message) => {
    if (/CSP violation|Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`)
  })
  for (const path of PAGES) {
    const response = await page.goto(path)
    const csp = response?.headers()['content-security-policy'] ?? ''
    const scripts = scriptSrc(csp)
    if (CACHED.includes(path))
      expect(
        scripts.some((s) => s.startsWith("'sha256-")),
        `${path} trusts its scripts by hash`,
      ).toBe(true)
    else
      expect(
        scripts.some((s) => s.startsWith("'nonce-")),
        `${path} trusts its scripts by nonce`,
      ).toBe(true)
    expect(scripts, path).not.toContain("'unsafe-inline'")
    expect(csp, path).not.toMatch(/'unsafe-eval'/)
    // React marks the nodes it hydrated; a blocked script would leave the server HTML unmarked.
    const hydrated = await page
      .waitForFunction(() => Object.keys(document.getElementById('main') ?? document.body).some((key) => key.startsWith('__react')), null, {
        timeout: 15_000,
      })
      .then(() => true)
      .catch(() => false)
    expect(hydrated, `${path} hydrates`).toBe(true)
  }
  expect(violations).toEqual([])
})

test('a cached page allows exactly the inline scripts it carries, by hash, and no nonce', async ({ request }) => {
  for (const path of ['/', '/flats?rooms=1', '/flats/1', '/mortgage']) {
    const response = await request.get(path)
    const allowed = scriptSrc(response.headers()['content-security-policy'] ?? '')
    const hashes = [...new Set(inlineScriptHashes(await response.text()))].map((h) => `'sha256-${h}'`)
    expect(hashes.length, path).toBeGreaterThan(0)
    expect(allowed.filter((s) => s.startsWith("'sha256-")).sort(), path).toEqual(hashes.sort())
    expect(
      allowed.some((s) => s.startsWith("'nonce-")),
      path,
    ).toBe(false)
  }
})

test('a page rendered per request gets a fresh nonce each load', async ({ request }) => {
  const nonce = async () => /'nonce-([^']+)'/.exec((await request.get('/test')).headers()['content-security-policy'] ?? '')?.[1]
  const [a, b] = [await nonce(), await nonce()]
  expect(a).toBeTruthy()
  expect(a).not.toBe(b)
})

test('pages and API answers carry the static security headers', async ({ request }) => {
  for (const path of ['/', '/api/properties/?limit=1']) {
    const headers = (await request.get(path)).headers()
    expect(headers['strict-transport-security'], path).toContain('max-age=')
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
    expect(headers['x-frame-options'], path).toBe('DENY')
  }
})

test('the admin and the CMS API are never indexed', async ({ request }) => {
  for (const path of ['/admin', '/cms-api/users/me']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.headers()['x-robots-tag'], path).toContain('noindex')
  }
})

test('admin login attempts are rate-limited per client address', async ({ request }) => {
  // A distinct address for this test: the limit counts per client, and other specs log in from loopback.
  const headers = { 'x-forwarded-for': `login-test-${Date.now()}-${Math.random()}` }
  const statuses: number[] = []
  for (let i = 0; i < 11; i++) {
    const response = await request.post('/cms-api/users/login', { headers, data: { email: 'nobody@example.ru', password: `wrong-${i}` } })
    statuses.push(response.status())
  }
  expect(statuses.slice(0, 10).every((s) => s !== 429)).toBe(true)
  expect(statuses[10]).toBe(429)
})

test('uploaded media are served inert (an SVG cannot run scripts on our origin)', async ({ request }) => {
  const plan = (await (await request.get('/api/properties/?type=flat&limit=1')).json()).results[0].plan.url as string
  const response = await request.get(plan)
  expect(response.ok()).toBe(true)
  expect(response.headers()['content-security-policy']).toContain("default-src 'none'")
  expect(response.headers()['content-security-policy']).toContain('sandbox')
})
