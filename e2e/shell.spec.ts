// The application shell end to end: routes and layouts, error pages, the navigation chain,
// CMS redirects, build updates, the schedule banner, the consult button, hydration and accessibility.
// The server must run with E2E=1 (scripts/e2e.mjs sets it) so /test?status=N may provoke error pages.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { adminToken } from './admin'

const ROUTES = [
  '/',
  '/construction-progress',
  '/favorites',
  '/location',
  '/mortgage',
  '/sunrise',
  '/yards',
  '/flats',
  '/flats/1',
  '/flats/1/print',
  '/parking',
  '/storage',
  '/properties/flat',
  '/properties/parking/307',
  '/test',
]

/** Marks the current document; a full page load loses the mark, a client navigation keeps it. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __shellMark?: number }).__shellMark = 1))
}
const documentMark = (page: Page) => page.evaluate(() => (window as unknown as { __shellMark?: number }).__shellMark ?? null)

/** The hydration is done when React attached its handlers; waiting for the load event and a frame is enough here. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
}

test.describe('routes and layouts', () => {
  for (const path of ROUTES) {
    test(`${path} renders with its layout and metadata`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
      await expect(page.locator('h1')).toHaveCount(1)
      const title = await page.title()
      // A card's title names the property and stays within 70 characters; the project name follows when it fits.
      if (/^\/(flats|properties\/[a-z]+)\/\d+$/.test(path)) expect(title.length).toBeLessThanOrEqual(70)
      else expect(title).toMatch(/Новая Заря/)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).pathname.replace(/(.)\/$/, '$1')).toBe(path)
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
      if (path.endsWith('/print')) {
        await expect(page.getByRole('button', { name: 'распечатать' })).toBeVisible()
      } else {
        await expect(page.locator('header').first()).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
      }
    })
  }

  test('the hidden headings of SPEC §2.2', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Главная страница' })).toBeAttached()
    await page.goto('/mortgage')
    await expect(page.getByRole('heading', { level: 1, name: 'Ипотека' })).toBeAttached()
  })

  test('/test is not indexed', async ({ page }) => {
    await page.goto('/test')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  for (const [from, to] of <Array<[string, string]>>[
    ['/types', '/'],
    ['/mortgage/types', '/mortgage'],
    ['/favorites/types/', '/favorites'],
    ['/properties/flat/types', '/properties/flat'],
    ['/properties/flat/12/types', '/properties/flat/12'],
  ]) {
    test(`${from} permanently redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 })
      expect([301, 308]).toContain(response.status())
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(to)
    })
  }

  test('a page URL has one form: /flats/ → /flats', async ({ request }) => {
    const response = await request.get('/flats/?rooms=2', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(/\/flats\?rooms=2$/)
  })
})

test.describe('error pages', () => {
  test('an unknown path answers 404 with the texts of SPEC §2.2', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: /страница не найдена/i })).toBeVisible()
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no-such-page')
    await expect(page.getByText(/в разработке/)).toBeVisible()
    // Scoped to the error view: the header and footer logos are also links "… — на главную".
    await expect(page.getByTestId('error-page').getByRole('link', { name: 'на главную', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'перезагрузить страницу' })).toHaveCount(0)
  })

  test('invalid route params answer 404 "Page Not Found"', async ({ page }) => {
    const response = await page.goto('/properties/villa')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /properties/villa')
  })

  test('the provocation of statuses is enabled for this run', async ({ page }) => {
    await page.goto('/test')
    await expect(page.getByTestId('status-disabled'), 'start the server with E2E=1 to test error statuses').toHaveCount(0)
  })

  const cases: [number, string][] = [
    [500, 'возникла ошибка на стороне сервера'],
    [505, 'возникла ошибка на стороне сервера'],
    [502, 'сайт скоро заработает'],
    [418, 'Возникла ошибка'],
  ]
  for (const [status, title] of cases) {
    test(`status ${status}: "${title}" with the reload button`, async ({ page }) => {
      const response = await page.goto(`/test?status=${status}`)
      // The proxy renders the error route with the status itself, so the answer carries it too.
      expect(response?.status()).toBe(status)
      const view = page.getByTestId('error-page')
      await expect(view).toHaveAttribute('data-status', String(status))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByTestId('error-message')).toHaveText('Ошибка запроса данных')
      await expect(page.getByRole('button', { name: 'перезагрузить страницу' })).toBeVisible()
      await expect(view.getByRole('link', { name: 'на главную', exact: true })).toHaveCount(0)
    })
  }

  test('status 404 through notFound()', async ({ page }) => {
    const response = await page.goto('/test?status=404')
    expect(response?.status()).toBe(404)
    await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /test?status=404')
  })
})

test.describe('navigation chain', () => {
  test('UTM values survive a client navigation', async ({ page }) => {
    await page.goto('/test?utm_source=yandex&utm_medium=cpc&utm_campaign=spring&utm_content=banner&utm_term=kvartira&other=1')
    await settle(page)
    await markDocument(page)
    await page.getByTestId('link-flats').click()
    await expect(page).toHaveURL(/\/flats\?/)
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      utm_content: 'banner',
      utm_term: 'kvartira',
    })
    expect(await documentMark(page)).toBe(1)
  })

  test('a route outside the excluded list loads as a new document, still with UTM', async ({ page }) => {
    await page.goto('/test?utm_source=yandex')
    await settle(page)
    await markDocument(page)
    await page.getByTestId('link-sunrise').click()
    await expect(page).toHaveURL(/\/sunrise\?utm_source=yandex$/)
    await settle(page)
    expect(await documentMark(page)).toBeNull()
  })

  test('a hash scrolls to its element with a 30 px offset', async ({ page }) => {
    const top = () => page.getByTestId('scroll-target').evaluate((el) => el.getBoundingClientRect().top)
    await page.goto('/test#scroll-target')
    await settle(page)
    // The element starts far below the fold; wait for the (smooth) scroll to bring it to the offset.
    await expect.poll(top, { timeout: 5_000 }).toBeLessThan(33)
    expect(await top()).toBeGreaterThan(27)

    await page.goto('/test')
    await settle(page)
    await page.getByTestId('link-anchor').click()
    await expect.poll(top, { timeout: 5_000 }).toBeLessThan(33)
    expect(await top()).toBeGreaterThan(27)
  })

  test('without a hash a navigation starts at the top', async ({ page }) => {
    await page.goto('/test')
    await settle(page)
    await page.getByTestId('link-anchor').click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await page.getByTestId('link-flats').click()
    await expect(page).toHaveURL(/\/flats$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('CMS redirects', () => {
  test('first request: internal redirect with a real 301/302', async ({ request }) => {
    const response = await request.get('/kvartiry?utm_source=ya', { maxRedirects: 0 })
    expect([301, 302]).toContain(response.status())
    const location = new URL(response.headers().location!, 'http://x')
    expect(location.pathname).toBe('/flats')
    expect(location.searchParams.get('utm_source')).toBe('ya')
  })

  test('first request: absolute redirect', async ({ request }) => {
    const response = await request.get('/old-news', { maxRedirects: 0 })
    expect([301, 302]).toContain(response.status())
    expect(response.headers().location).toBe('https://example.com/news')
  })

  test('the lookup API answers redirect and appMiddleware, with or without the slash', async ({ request }) => {
    for (const path of ['/api/redirects/lookup/?path=/kvartiry', '/api/redirects/lookup?path=/kvartiry']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status()).toBe(200)
      expect(await response.json()).toMatchObject({ redirect: '/flats', appMiddleware: [] })
    }
    expect(await (await request.get('/api/redirects/lookup/?path=/flats')).json()).toEqual({
      notFound: null,
      redirect: null,
      statusCode: null,
      appMiddleware: [],
    })
  })

  test('client navigation: internal redirect stays in the app', async ({ page }) => {
    await page.goto('/test')
    await settle(page)
    await markDocument(page)
    await page.getByTestId('link-internal-redirect').click()
    await expect(page).toHaveURL(/\/flats$/)
    expect(await documentMark(page)).toBe(1)
  })

  test('client navigation: absolute redirect leaves the site', async ({ page }) => {
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>news</title><h1>news</h1>' }),
    )
    await page.goto('/test')
    await settle(page)
    await page.getByTestId('link-external-redirect').click()
    await expect(page).toHaveURL('https://example.com/news')
  })
})

test.describe('new builds', () => {
  test('/builds/latest.json answers the running build id, uncached', async ({ request, page }) => {
    const response = await request.get(`/builds/latest.json?t=${Date.now()}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toMatch(/no-store/)
    const { id } = await response.json()
    await page.goto('/test')
    await expect(page.getByTestId('build-id')).toHaveText(id)
  })

  test('after a new build id the next navigation is a full reload', async ({ page }) => {
    let answered = 0
    await page.route('**/builds/latest.json?t=*', async (route) => {
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ id: 'a-newer-build' }) })
      answered++
    })
    await page.goto('/test')
    await settle(page)
    await markDocument(page)
    // The watcher checks when the visitor comes back to the tab. Its listener arrives with the shell's runtime, which
    // a busy machine may still be loading: come back until a check has been answered.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')))
        return answered
      })
      .toBeGreaterThan(0)
    // Let the page read the answer before the click.
    await page.waitForTimeout(100)
    await page.getByTestId('link-flats').click()
    await expect(page).toHaveURL(/\/flats$/)
    await settle(page)
    expect(await documentMark(page)).toBeNull()
  })
})

test.describe('schedule banner', () => {
  test('shows while holidays are enabled; dismissal is a 30-day cookie', async ({ page, request }) => {
    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const original = (await (await request.get('/cms-api/globals/site-settings', { headers: auth })).json()) as { holidays?: unknown }
    const update = (holidays: unknown) => request.post('/cms-api/globals/site-settings', { headers: auth, data: { holidays } })
    try {
      expect((await update({ is_enabled: true, title: 'Праздничный график', text: '1–8 января офис продаж не работает' })).ok()).toBe(true)
      await page.goto('/')
      const banner = page.getByTestId('schedule-banner')
      await expect(banner).toBeVisible()
      await expect(banner).toContainText('Праздничный график')
      await page.getByRole('button', { name: /Скрыть уведомление/ }).click()
      await expect(banner).toHaveCount(0)

      const cookie = (await page.context().cookies()).find((c) => c.name === 'schedule_banner_dismissed')
      expect(cookie).toBeDefined()
      const days = (cookie!.expires - Date.now() / 1000) / 86_400
      expect(days).toBeGreaterThan(29.9)
      expect(days).toBeLessThan(30.1)

      await page.reload()
      await expect(page.getByTestId('schedule-banner')).toHaveCount(0)
      // Another page never shows it.
      await page.context().clearCookies()
      await page.goto('/flats')
      await expect(page.getByTestId('schedule-banner')).toHaveCount(0)
    } finally {
      await update(original.holidays ?? { is_enabled: false })
    }
  })
})

test.describe('consult button', () => {
  // The phone has «заказать звонок» beside 'позвонить': every width can request a call.
  for (const [width, labels] of [
    [375, ['позвонить', 'заказать звонок']],
    [768, ['получить консультацию']],
    [1440, ['консультация']],
  ] as const) {
    test(`${width} px: ${labels.map((l) => `"${l}"`).join(' + ')}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/test')
      const visible = page.locator('header [data-consult]:visible')
      await expect(visible).toHaveText([...labels])
      if (width === 375) await expect(visible.first()).toHaveAttribute('href', /^tel:\+?\d+/)
    })
  }

  test('the mobile menu opens as a dialog and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/test')
    await settle(page)
    await page.getByRole('button', { name: 'Открыть меню' }).click()
    const dialog = page.getByRole('dialog', { name: 'Меню сайта' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test.describe('platform calls', () => {
  test('the csrftoken cookie is issued: readable by scripts, SameSite=Lax', async ({ page }) => {
    // Pages are cached for everyone and set no cookie; the browser asks /api/csrf/ before its first write.
    await page.goto('/flats')
    await page
      .getByRole('button', { name: /^В избранное/ })
      .first()
      .click()
    await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === 'csrftoken')).toBe(true)
    const cookie = (await page.context().cookies()).find((c) => c.name === 'csrftoken')
    expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/)
    expect(cookie?.httpOnly).toBe(false)
    expect(cookie?.sameSite).toBe('Lax')
  })

  test('menus, SEO and icons answer with and without the trailing slash', async ({ request }) => {
    for (const path of ['/api/menu/', '/api/menu', '/api/menu_info/', '/api/menu_info']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const items = await response.json()
      expect(Array.isArray(items)).toBe(true)
      for (const item of items) {
        expect(Object.keys(item).sort()).toEqual(['category', 'parent', 'title', 'to'])
        expect(typeof item.title).toBe('string')
        expect(typeof item.to.path).toBe('string')
        expect(item.to.hash === null || typeof item.to.hash === 'string').toBe(true)
        expect(typeof item.parent).toBe('boolean')
      }
    }
    const seo = await request.get('/api/seo/?slug=/', { maxRedirects: 0 })
    expect([200, 404]).toContain(seo.status())
    if (seo.status() === 200) expect(await seo.json()).toMatchObject({ slug: '/', meta_tags: expect.any(Array) })
    const icons = await request.get('/api/icons/nz.json?icons=phone,close', { maxRedirects: 0 })
    expect(icons.status()).toBe(200)
    expect(await icons.json()).toMatchObject({
      prefix: 'nz',
      icons: { phone: { body: expect.any(String) }, close: { body: expect.any(String) } },
    })
  })
})

test.describe('quality', () => {
  test('no hydration warnings on any route', async ({ page }) => {
    const problems: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if ((message.type() === 'error' || message.type() === 'warning') && /hydrat|did not match|server rendered|mismatch/i.test(text))
        problems.push(`${page.url()}: ${text}`)
    })
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`))
    for (const path of [...ROUTES, '/no-such-page']) {
      await page.goto(path)
      await settle(page)
    }
    for (const width of [375, 768]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/test')
      await settle(page)
    }
    expect(problems).toEqual([])
  })

  for (const path of ['/', '/test', '/no-such-page']) {
    test(`axe finds no violations on the shell of ${path}`, async ({ page }) => {
      await page.goto(path)
      await settle(page)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})
