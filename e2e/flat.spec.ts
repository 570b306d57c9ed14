// The flat card end to end: data from the API, booking link, mortgage modal, hero tabs and the
// fullscreen viewer by keyboard, the gallery and «вид из окна», similar flats 'показать ещё', the print
// version and accessibility.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

interface Flat {
  id: number
  ref_id: string
  price: number
  plan: { url: string } | null
}

/** The first available flat of the catalogue (the seed is deterministic, so this is stable). */
async function firstFlat(request: APIRequestContext): Promise<Flat> {
  const response = await request.get('/api/properties/?type=flat&status=available&limit=1')
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { results: Flat[] }
  return body.results[0]!
}

/** The parts of GET /api/properties/{id}/ the media test reads. */
interface Detail {
  floor: number
  orientation: { label: string } | null
  window_view: { alt: string; sizes: { wide: { url: string } } } | null
  layout: { gallery: { alt: string; caption: string | null }[] } | null
}

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` })
}

/** Hydration is done when React attached its handlers; the load event and a frame are enough here. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
}

// The calculator keeps a flat's price to the ruble, so it quotes the card's price: 6 210 000 ₽ shows as
// 6,21 млн, not 6,2.
const millions = (rub: number) => (rub / 1_000_000).toLocaleString('ru-RU', { maximumFractionDigits: 3 })

test.describe('flat card', () => {
  let flat: Flat
  test.beforeAll(async ({ request }) => {
    flat = await firstFlat(request)
  })

  test('renders the card from the data with the meta of the flat', async ({ page }) => {
    const response = await page.goto(`/flats/${flat.id}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    // Within 70 characters: the project name follows only when it fits (html-validate long-title).
    await expect(page).toHaveTitle(/м²,\s\d+\sэтаж — корпус \d+, секция \d+, №\s.+/)
    expect((await page.title()).length).toBeLessThanOrEqual(70)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /этаже/)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(flat.plan!.url.replace(/[.]/g, '\\.')))
    const price = new Intl.NumberFormat('ru-RU').format(flat.price).replace(/\s/g, '\u00a0')
    await expect(page.getByTestId('flat-price')).toHaveText(`${price}\u00a0₽`)
  })

  test('the booking link carries ID = ref_id', async ({ page }) => {
    await page.goto(`/flats/${flat.id}`)
    const href = await page.getByRole('link', { name: 'забронировать' }).getAttribute('href')
    const url = new URL(href!, 'http://site.invalid')
    expect(url.searchParams.get('ID')).toBe(flat.ref_id)
    await expect(page.getByText('Бесплатная бронь на 3 дня по фиксированной цене')).toBeVisible()
  })

  test("the mortgage modal opens with the flat's price", async ({ page }) => {
    await page.goto(`/flats/${flat.id}`)
    await settle(page)
    await page.getByRole('button', { name: 'рассчитать ипотеку' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ипотечный калькулятор' })
    await expect(dialog).toBeVisible()
    // The calculator reads its specs first (the modal loads its code on open).
    await expect(dialog.getByRole('textbox', { name: 'Стоимость квартиры' })).toHaveValue(millions(flat.price), { timeout: 30_000 })
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('the hero tabs and the fullscreen viewer work by keyboard', async ({ page }) => {
    await page.goto(`/flats/${flat.id}`)
    await settle(page)
    const plan = page.getByRole('tab', { name: 'планировка' })
    await expect(plan).toHaveAttribute('aria-selected', 'true')
    await plan.focus()
    await page.keyboard.press('End')
    await expect(page.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Home')
    await expect(plan).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').locator('img')).toHaveAttribute('src', flat.plan!.url)

    const zoom = page.getByRole('button', { name: 'Увеличить' })
    await zoom.focus()
    await page.keyboard.press('Enter')
    const viewer = page.getByRole('dialog', { name: /^Планировка:/ })
    await expect(viewer).toBeVisible()
    await expect(viewer).toHaveAttribute('aria-modal', 'true')
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(zoom).toBeFocused()
  })

  test("similar flats load near the viewport; 'показать ещё' appends the next page", async ({ page }) => {
    await page.goto(`/flats/${flat.id}`)
    await settle(page)
    // The section stands in the server HTML; its cards come from the API as it nears the viewport. Once the list's
    // code is here, React renders it in place of the server's markup (the same markup, new elements), so the scroll
    // goes through the page rather than an element that may be swapped under it.
    const list = page.getByTestId('similar-list')
    const cards = list.locator(':scope > li')
    await page.evaluate(() => document.querySelector('[data-testid="similar-list"]')?.scrollIntoView({ block: 'center' }))
    await expect.poll(() => cards.count()).toBeGreaterThan(0)
    const before = await cards.count()
    const firstTitle = await cards.first().getByRole('link').first().textContent()
    const more = page.getByRole('button', { name: 'показать ещё' })
    await more.scrollIntoViewIfNeeded()
    const answer = page.waitForResponse((r) => r.url().includes(`/api/properties/${flat.id}/similar_properties/`) && r.ok())
    await more.click()
    await answer
    await expect.poll(() => cards.count()).toBeGreaterThan(before)
    await expect(cards.first().getByRole('link').first()).toHaveText(firstTitle!)
  })

  test('the print version shows the price and the plan, and links back to the card', async ({ page }) => {
    const response = await page.goto(`/flats/${flat.id}/print`)
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('print-price')).toContainText('₽')
    await expect(page.getByTestId('print-plan').locator('img')).toHaveAttribute('src', flat.plan!.url)
    await expect(page.getByRole('link', { name: new RegExp(`/flats/${flat.id}$`) })).toHaveAttribute('href', `/flats/${flat.id}`)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('unknown ids answer 404; a property asked under another type moves to its canonical card', async ({ page, request }) => {
    test.slow()
    expect((await page.goto('/flats/99999999'))?.status()).toBe(404)
    expect((await page.goto('/flats/abc'))?.status()).toBe(404)
    expect((await page.goto(`/properties/parking/${flat.id}`))?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`/flats/${flat.id}$`))
    const parking = (await (await request.get('/api/properties/?type=parking&limit=1')).json()) as { results: { id: number }[] }
    expect((await page.goto(`/properties/parking/${parking.results[0]!.id}`))?.status()).toBe(200)
    expect((await page.goto(`/properties/flat/${flat.id}`))?.status()).toBe(200)
  })

  for (const width of [375, 1440]) {
    // The layout's interiors and the view from this flat's windows; SHOTS=<dir> saves screenshots.
    test(`the gallery and «вид из окна» tabs show the layout's interiors and this flat's view at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      const detail = (await (await request.get(`/api/properties/${flat.id}/`)).json()) as Detail
      expect(detail.layout!.gallery.length).toBeGreaterThanOrEqual(3)
      expect(detail.layout!.gallery.length).toBeLessThanOrEqual(5)
      expect(detail.window_view).not.toBeNull()
      await page.goto(`/flats/${flat.id}`)
      await settle(page)
      const panel = page.getByRole('tabpanel')

      await page.getByRole('tab', { name: 'галерея' }).click()
      const count = detail.layout!.gallery.length
      await expect(panel.getByText(`1 / ${count}`)).toBeVisible()
      const first = panel.locator('img')
      await expect(first).toHaveAttribute('alt', detail.layout!.gallery[0]!.alt)
      await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      await panel.getByRole('button', { name: 'Следующее фото' }).click()
      await expect(panel.getByText(`2 / ${count}`)).toBeVisible()
      await expect(panel.locator('img')).toHaveAttribute('alt', detail.layout!.gallery[1]!.alt)
      await expect(panel.locator('figcaption')).toHaveText(detail.layout!.gallery[1]!.caption!)
      await shot(page, `card-gallery-${width}`)

      await page.getByRole('tab', { name: 'вид из окна' }).click()
      const view = panel.locator('img')
      await expect(view).toHaveAttribute('alt', detail.window_view!.alt)
      await expect(view).toHaveAttribute('src', detail.window_view!.sizes.wide.url)
      await expect.poll(() => view.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
      await expect(panel.locator('figcaption')).toHaveText(`Вид с ${detail.floor} этажа, окна выходят на ${detail.orientation!.label}`)
      await shot(page, `card-view-${width}`)
    })

    test(`has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/flats/${flat.id}`)
      await settle(page)
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})
