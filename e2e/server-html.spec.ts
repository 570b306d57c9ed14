// What a crawler, a validator and a visitor without JavaScript get: the server HTML alone, read over
// plain HTTP with no browser. Error pages in the site's layout, canonical-card redirects, valid images, valid
// HTML (html-validate with the project's .htmlvalidate.json), working fragment links and structured data.
import fs from 'node:fs'

import { type APIRequestContext, expect, test } from '@playwright/test'
import { HtmlValidate } from 'html-validate'

/** The HTML a reader without JS sees: the document minus scripts (the RSC payload repeats texts there). */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')

async function firstId(request: APIRequestContext, type: string): Promise<number> {
  const response = await request.get(`/api/properties/?type=${type}&limit=1`)
  const body = (await response.json()) as { results: { id: number }[] }
  return body.results[0]!.id
}

test.describe('error pages: server-rendered in the site layout, lang="ru", with their status', () => {
  const cases = [
    { path: '/no-such-page', status: 404, texts: ['страница не найдена', 'на главную', 'Page not found: /no-such-page'] },
    { path: '/flats/99999999', status: 404, texts: ['страница не найдена', 'на главную', 'Page Not Found: /flats/99999999'] },
    { path: '/properties/storage/99999999', status: 404, texts: ['страница не найдена', 'Page Not Found: /properties/storage/99999999'] },
    {
      path: '/test?status=500',
      status: 500,
      texts: ['возникла ошибка на стороне сервера', 'перезагрузить страницу', 'Ошибка запроса данных'],
    },
    { path: '/test?status=502', status: 502, texts: ['сайт скоро заработает', 'перезагрузить страницу'] },
  ]
  for (const { path, status, texts } of cases) {
    test(`${path} answers ${status} with its texts in the HTML`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(status)
      const html = await response.text()
      expect(html).not.toContain('__next_error__')
      expect(html).toMatch(/<html lang="ru"/)
      const visible = withoutScripts(html)
      for (const text of texts) expect(visible, text).toContain(text)
      expect(visible).toMatch(/<meta name="robots" content="noindex/)
      // The site's layout: its header with the main menu, the main landmark, the footer with the contacts.
      expect(visible).toContain('aria-label="Основное меню"')
      expect(visible).toContain('<main id="main"')
      expect(visible).toContain('id="contacts"')
    })
  }

  test('the error route itself is not a page of its own', async ({ request }) => {
    expect((await request.get('/http-error/500', { maxRedirects: 0 })).status()).toBe(404)
  })
})

test.describe('canonical property cards', () => {
  test('a card asked under another type moves permanently to its canonical address; an unknown id stays 404', async ({ request }) => {
    const [storage, flat] = await Promise.all([firstId(request, 'storage'), firstId(request, 'flat')])
    const moves = [
      [`/flats/${storage}`, `/properties/storage/${storage}`],
      [`/properties/parking/${storage}`, `/properties/storage/${storage}`],
      [`/properties/storage/${flat}`, `/flats/${flat}`],
    ] as const
    for (const [from, to] of moves) {
      const response = await request.get(`${from}?utm_source=ya`, { maxRedirects: 0 })
      expect([301, 308], from).toContain(response.status())
      const location = new URL(response.headers().location!, 'http://x')
      expect(location.pathname, from).toBe(to)
      expect(location.searchParams.get('utm_source')).toBe('ya')
      expect((await request.get(to)).status(), to).toBe(200)
    }
    expect((await request.get(`/flats/${flat}`, { maxRedirects: 0 })).status()).toBe(200)
  })
})

test.describe('images in the server HTML', () => {
  test('every <img> has a valid src and an alt; lazy ones a placeholder and the class lazy; sizes only with srcset', async ({
    request,
  }) => {
    const flat = await firstId(request, 'flat')
    for (const path of ['/', '/flats', `/flats/${flat}`]) {
      const html = withoutScripts(await (await request.get(path)).text())
      const images = html.match(/<img\b[^>]*>/g) ?? []
      expect(images.length, path).toBeGreaterThan(0)
      let lazy = 0
      for (const img of images) {
        const src = /\ssrc="([^"]*)"/.exec(img)?.[1]
        expect(src, `${path}: ${img}`).toBeTruthy()
        expect(src, `${path}: ${img}`).toMatch(/^(\/|https?:\/\/|data:image\/)/)
        expect(img, `${path}: alt`).toMatch(/\salt="[^"]*"/)
        if (/\ssizes="/.test(img)) expect(img, `${path}: sizes without srcset`).toMatch(/\ssrcSet="|\ssrcset="/i)
        if (/class="[^"]*\blazy\b/.test(img)) {
          lazy++
          expect(src, `${path}: a lazy image waits with a placeholder`).toMatch(/^data:image\/gif/)
        }
      }
      expect(lazy, `${path}: lazy images`).toBeGreaterThan(0)
    }
  })
})

test.describe('html-validate over the server HTML of the main pages', () => {
  test('finds nothing', async ({ request }) => {
    test.setTimeout(120_000)
    const config = JSON.parse(fs.readFileSync('.htmlvalidate.json', 'utf8')) as Record<string, unknown>
    delete config.$schema
    const validator = new HtmlValidate(config)
    const [flat, storage] = await Promise.all([firstId(request, 'flat'), firstId(request, 'storage')])
    const pages = [
      '/',
      '/flats',
      `/flats/${flat}`,
      '/parking',
      '/storage',
      '/properties/commercial',
      `/properties/storage/${storage}`,
      '/mortgage',
      '/location',
      '/yards',
      '/sunrise',
      '/construction-progress',
      '/favorites',
      '/ui-kit',
      '/ui-kit/Base',
      '/ui-kit/Filter',
      '/no-such-page',
      '/test?status=500',
    ]
    const problems: string[] = []
    for (const path of pages) {
      const html = await (await request.get(path)).text()
      const report = await validator.validateString(html, `${path}.html`)
      for (const result of report.results)
        for (const m of result.messages) problems.push(`${path} ${m.ruleId}: ${m.message} (${m.selector ?? `${m.line}:${m.column}`})`)
    }
    expect(problems).toEqual([])
  })
})

test.describe('sections in place', () => {
  // React streams a part that suspends on the server as a hidden block after the page, moved in by a script after
  // the first paint: a reader without JavaScript never sees it, and what lies below it shifts when it arrives.
  test('no page of the site leaves a section in a hidden streamed block', async ({ request }) => {
    const [flat, storage] = await Promise.all([firstId(request, 'flat'), firstId(request, 'storage')])
    const pages = [
      '/',
      '/flats',
      '/flats/chess',
      `/flats/${flat}`,
      '/parking',
      `/properties/storage/${storage}`,
      '/mortgage',
      '/location',
      '/yards',
      '/sunrise',
      '/construction-progress',
      '/favorites',
      '/compare',
    ]
    const streamed: string[] = []
    const htmlOf = new Map<string, string>()
    for (const path of pages) {
      const html = await (await request.get(path)).text()
      htmlOf.set(path, html)
      for (const block of html.matchAll(/<div hidden id="S:\d+">([\s\S]{0,120})/g)) streamed.push(`${path}: ${block[1]}`)
    }
    expect(streamed).toEqual([])
    // The card's similar flats, whose code the browser loads later, stand in place for a reader without JavaScript.
    const card = htmlOf.get(`/flats/${flat}`)!
    expect(card.indexOf('id="flat-similar"')).toBeGreaterThan(0)
    expect(card.indexOf('id="flat-similar"')).toBeLessThan(card.indexOf('<footer'))
  })
})

test.describe('styled at first paint', () => {
  // A part the server renders but whose code loads later (the card's similar flats, features/flat/similar-flats.tsx)
  // brings its stylesheets with that code: until then its server markup stands unstyled and then jumps. Every class of
  // the server HTML that the build styles anywhere must be styled by a stylesheet the page itself links.
  test('every class of a page’s server HTML that the build styles is in a stylesheet the page links', async ({ request }) => {
    const built = fs
      .readdirSync('.next/static/chunks')
      .filter((name) => name.endsWith('.css'))
      .map((name) => fs.readFileSync(`.next/static/chunks/${name}`, 'utf8'))
      .join('\n')
    const styledBy = (css: string, name: string) => new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css)
    const [flat, storage] = await Promise.all([firstId(request, 'flat'), firstId(request, 'storage')])
    const pages = [
      ...['/', '/flats', '/flats/chess', `/flats/${flat}`, '/parking', `/properties/storage/${storage}`, '/mortgage'],
      ...['/location', '/yards', '/sunrise', '/construction-progress', '/favorites', '/compare'],
    ]
    const unstyled: string[] = []
    for (const path of pages) {
      const html = withoutScripts(await (await request.get(path)).text())
      let linked = ''
      for (const tag of html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []) {
        const href = /href="([^"]+)"/.exec(tag)?.[1]
        if (href) linked += await (await request.get(href.replaceAll('&amp;', '&'))).text()
      }
      const classes = new Set([...html.matchAll(/\sclass="([^"]+)"/g)].flatMap((match) => match[1]!.split(/\s+/)).filter(Boolean))
      for (const name of classes) if (styledBy(built, name) && !styledBy(linked, name)) unstyled.push(`${path}: .${name}`)
    }
    expect(unstyled).toEqual([])
  })
})

test.describe('fragment links', () => {
  test('every /#… link of the menus lands on an element of the home page', async ({ request }) => {
    const home = await (await request.get('/')).text()
    const hashes = [...new Set([...home.matchAll(/href="\/#([^"]+)"/g)].map((m) => m[1]!))]
    expect(hashes).toContain('developer')
    for (const hash of hashes) expect(home, `#${hash}`).toContain(`id="${hash}"`)
  })
})

test.describe('structured data', () => {
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    )

  test('home: an Organization with a logo that answers, an ApartmentComplex without provider, one address spelling', async ({
    request,
  }) => {
    const [data] = jsonLd(await (await request.get('/')).text())
    const graph = data!['@graph'] as Record<string, unknown>[]
    const organization = graph.find((n) => n['@type'] === 'Organization')!
    const complex = graph.find((n) => n['@type'] === 'ApartmentComplex')!
    expect(complex).not.toHaveProperty('provider')
    const logo = await request.get(new URL(organization.logo as string).pathname)
    expect(logo.status()).toBe(200)
    expect(logo.headers()['content-type']).toMatch(/^image\//)
    const street = (node: Record<string, unknown>) => (node.address as { streetAddress: string }).streetAddress
    // The sales office is in корпус 1: the same street as the complex and the feed write.
    const street1 = street(organization).split(',')[0]
    expect(street(complex).startsWith(street1!)).toBe(true)
    const feed = await (await request.get('/feeds/yandex.xml')).text()
    expect(feed).toContain(`<address>${street1}`)
  })

  test('a storage card is a Product with an image that answers and a description', async ({ request }) => {
    const storage = await firstId(request, 'storage')
    const [product] = jsonLd(await (await request.get(`/properties/storage/${storage}`)).text())
    expect(product!['@type']).toBe('Product')
    expect(product!.description).toMatch(/Кладовая .* м²/)
    const image = await request.get(new URL(product!.image as string).pathname)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toMatch(/^image\/svg\+xml/)
  })

  test('/flats lists its cards by URL as an ItemList, and each card holds its Product with the price', async ({ request }) => {
    const html = await (await request.get('/flats')).text()
    const list = jsonLd(html).find((n) => n['@type'] === 'ItemList')!
    const cards = (await (await request.get('/api/properties/?type=flat')).json()) as { results: { id: number; price: number }[] }
    const items = list.itemListElement as { position: number; url: string }[]
    expect(items.map((i) => new URL(i.url).pathname)).toEqual(cards.results.map((c) => `/flats/${c.id}`))
    expect(items.map((i) => i.position)).toEqual(cards.results.map((_, i) => i + 1))
    const [product] = jsonLd(await (await request.get(new URL(items[0]!.url).pathname)).text())
    expect(product!.offers).toMatchObject({ price: cards.results[0]!.price, priceCurrency: 'RUB' })
  })
})

test.describe('the product API', () => {
  test('unknown paths answer the JSON 404 of the API, never the HTML page', async ({ request }) => {
    for (const path of ['/api/nope/', '/api/properties/83/nope/', '/api']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(response.headers()['content-type'], path).toMatch(/application\/json/)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found')
    }
  })
})
