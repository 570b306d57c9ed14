// Search reach: the Yandex.Realty feed, sitemap.xml and robots.txt as crawlers fetch them.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/** The first available flat of the catalogue (the seed is deterministic, so this is stable). */
async function availableFlat(request: APIRequestContext): Promise<{ id: number; ref_id: string }> {
  const response = await request.get('/api/properties/?type=flat&status=available&limit=1')
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { results: { id: number; ref_id: string }[] }).results[0]!
}

test.describe('search reach', () => {
  test('/feeds/yandex.xml is a YRL feed of the available flats', async ({ request }) => {
    const [flat, count] = await Promise.all([
      availableFlat(request),
      request.get('/api/properties/?type=flat&status=available&limit=1').then(async (r) => ((await r.json()) as { count: number }).count),
    ])
    const response = await request.get('/feeds/yandex.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<realty-feed xmlns="http://webmaster.yandex.ru/schemas/feed/realty/2010-06">')
    expect(xml.match(/<offer internal-id="/g)).toHaveLength(count)
    expect(xml).toContain(`<offer internal-id="${flat.ref_id}">`)
    expect(xml).toMatch(new RegExp(`<url>https?://[^<]+/flats/${flat.id}</url>`))
  })

  test('/sitemap.xml lists the pages and the available flats', async ({ request }) => {
    const flat = await availableFlat(request)
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/xml')
    const xml = await response.text()
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toMatch(new RegExp(`<loc>https?://[^<]+/flats/${flat.id}</loc>`))
    expect(xml).toMatch(/<loc>https?:\/\/[^<]+\/mortgage<\/loc>/)
    expect(xml).not.toMatch(/<loc>[^<]+\/(test|ui-kit|booking)(\/|<)/)
  })

  test('/robots.txt keeps crawlers out of the back office and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^Disallow: \/admin$/m)
    expect(text).toMatch(/^Disallow: \/api\/$/m)
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m)
  })
})

/** The JSON-LD blocks of a page, and every CSP violation the page reported while loading. */
async function structuredData(page: Page, path: string): Promise<{ data: Record<string, unknown>[]; violations: string[] }> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await page.waitForLoadState('load')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
  return { data: blocks.map((b) => JSON.parse(b) as Record<string, unknown>), violations }
}

test.describe('structured data', () => {
  test('the home page describes the developer and the complex, without a CSP violation', async ({ page }) => {
    const { data, violations } = await structuredData(page, '/')
    const graph = data.flatMap((d) => (d['@graph'] as Record<string, unknown>[] | undefined) ?? [d])
    expect(graph.map((n) => n['@type'])).toEqual(expect.arrayContaining(['Organization', 'ApartmentComplex']))
    expect(violations).toEqual([])
  })

  test('a flat card describes the flat with its Offer, without a CSP violation', async ({ page, request }) => {
    const flat = await availableFlat(request)
    const { data, violations } = await structuredData(page, `/flats/${flat.id}`)
    const apartment = data.find((d) => Array.isArray(d['@type']) && (d['@type'] as string[]).includes('Apartment'))
    expect(apartment).toMatchObject({
      sku: flat.ref_id,
      offers: { '@type': 'Offer', priceCurrency: 'RUB', availability: 'https://schema.org/InStock' },
    })
    expect(violations).toEqual([])
  })
})

test.describe('icons and first-request cost', () => {
  test('the site has a favicon, an SVG icon and an apple touch icon', async ({ page, request }) => {
    const favicon = await request.get('/favicon.ico')
    expect(favicon.status()).toBe(200)
    expect(favicon.headers()['content-type']).toContain('image/')
    await page.goto('/')
    for (const rel of ['icon', 'apple-touch-icon']) {
      const hrefs = await page.locator(`head link[rel="${rel}"]`).evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
      expect(hrefs.length, rel).toBeGreaterThan(0)
      for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200)
    }
  })

  test('public pages do not ask for a critical client hint (it restarts the first request); the admin still does', async ({ request }) => {
    for (const path of ['/', '/flats', '/mortgage']) expect((await request.get(path)).headers()['critical-ch'], path).toBeUndefined()
    expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })
})
