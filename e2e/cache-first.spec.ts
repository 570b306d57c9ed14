// Cache-first pages (docs/rendering.md): a public page is the same HTML for every visitor, rendered
// once per content change and served from the page cache; a filtered URL is the cached page of its canonical
// query; nothing a visitor owns is in the server HTML; a CDN may keep pages.
import { expect, test } from '@playwright/test'

const VISITORS = [
  { cookie: '', 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36' },
  {
    cookie: 'csrftoken=0123456789abcdef0123456789abcdef; shop_view=list',
    'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Mobile/15E148',
  },
  { cookie: 'csrftoken=fedcba9876543210fedcba9876543210; schedule_banner_dismissed=x', 'user-agent': 'curl/8.5' },
]

/** Same page, several visitors: at most one rendering per server worker (each worker renders once). */
const WORKERS = 2

for (const path of ['/', '/flats', '/flats/1', '/mortgage', '/favorites', '/construction-progress']) {
  test(`${path} is the same cached HTML for every visitor, without cookies`, async ({ request }) => {
    await request.get(path) // render it
    const bodies = new Set<string>()
    for (let round = 0; round < 2; round++) {
      for (const headers of VISITORS) {
        const response = await request.get(path, { headers })
        expect(response.status(), path).toBe(200)
        expect(response.headers()['set-cookie'], path).toBeUndefined()
        const html = await response.text()
        // Nothing of the visitor's own comes back.
        expect(html).not.toContain('0123456789abcdef0123456789abcdef')
        expect(html).not.toContain('fedcba9876543210fedcba9876543210')
        bodies.add(html)
      }
    }
    expect(bodies.size, `${path}: distinct renderings`).toBeLessThanOrEqual(WORKERS)
    // Served from the cache, with headers that let nginx or a CDN keep it.
    const last = await request.get(path)
    expect(last.headers()['x-nextjs-cache']).toBe('HIT')
    expect(last.headers()['cache-control']).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/)
  })
}

test('a filtered list is the cached page of its canonical query: key order, unknown keys and spelling do not matter', async ({
  request,
}) => {
  const shown = async (query: string) => {
    const html = await (await request.get(`/flats?${query}`)).text()
    return /data-testid="shop-count"[^>]*>([^<]+)</.exec(html)?.[1]
  }
  const base = await shown('')
  const filtered = await shown('rooms=2&price_max=15000000')
  expect(filtered).toBeTruthy()
  expect(filtered).not.toBe(base)
  for (const spelling of [
    'price_max=15000000&rooms=2',
    'rooms=2&utm_source=tv&price_max=15000000',
    'rooms=2&rooms=2&price_max=15000000&_=1',
  ])
    expect(await shown(spelling), spelling).toBe(filtered)
  // Every spelling is one cache entry: after a round per worker, each answers it from its cache.
  const verdicts = []
  for (let i = 0; i < 4; i++)
    verdicts.push((await request.get('/flats?utm_medium=cpc&price_max=15000000&rooms=2')).headers()['x-nextjs-cache'])
  expect(verdicts.slice(-2)).toEqual(['HIT', 'HIT'])
})

test('a query page the proxy did not write answers 404, so nobody fills the cache with variants', async ({ request }) => {
  // base64url of "rooms=2&foo=1": a query that is not canonical.
  expect((await request.get(`/flats/q/${Buffer.from('rooms=2&foo=1').toString('base64url')}`)).status()).toBe(404)
  expect((await request.get('/flats/q/not*base64')).status()).toBe(404)
})

test('the visitor’s own state comes from the browser: the card view and the favorites list', async ({ page, context }) => {
  await context.addCookies([{ name: 'shop_view', value: 'list', url: test.info().project.use.baseURL! }])
  await page.goto('/flats')
  await expect(page.getByRole('group', { name: 'Вид списка' }).first().getByRole('button', { name: 'Списком' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.goto('/favorites')
  await expect(page.getByText('В избранном пока пусто')).toBeVisible()
})

test('a visitor whose first call is a write gets the token from /api/csrf/, and the write is accepted', async ({ page }) => {
  // Every other API read is answered here without a cookie, so the heart is the visitor's first real call.
  await page.route('**/api/**', (route) => {
    const url = new URL(route.request().url())
    if (route.request().method() !== 'GET' || url.pathname === '/api/csrf/') return route.continue()
    return route.fulfill({
      json: url.pathname.includes('favorite_properties') ? { count: 0, results: [] } : { count: 0, results: [], hasNext: false },
    })
  })
  await page.goto('/flats')
  const csrf = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/csrf/')
  const write = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/favorites'))
  await page
    .getByRole('button', { name: /^В избранное/ })
    .first()
    .click()
  expect((await csrf).status()).toBe(204)
  expect((await write).status()).toBeLessThan(300)
})

test('a new browser gets one csrftoken, from /api/csrf/ alone, while its first reads and its first write go out together', async ({
  page,
  request,
}) => {
  // The card reads favourites, compare and pinned and records the view at once. When every API answer issued a
  // token, those answers each set a different one and about one first view in twenty was refused (403).
  const list = (await (await request.get('/api/properties/?type=flat&limit=1')).json()) as { results: { id: number }[] }
  const setters: string[] = []
  page.on('response', async (response) => {
    const cookie = await response.headerValue('set-cookie').catch(() => null)
    if (cookie?.includes('csrftoken=')) setters.push(new URL(response.url()).pathname)
  })
  const recorded = page.waitForResponse((r) => r.url().includes('/api/viewed/') && r.request().method() === 'POST')
  await page.goto(`/flats/${list.results[0]!.id}`)
  const viewed = await recorded
  expect(viewed.ok(), `POST /api/viewed/ answered ${viewed.status()}: ${await viewed.text()}`).toBe(true)
  await page.waitForLoadState('networkidle')
  expect(setters).toEqual(['/api/csrf/'])
})
