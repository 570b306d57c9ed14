// The mortgage page end to end: the calculator against the real API, 'показать ещё', the sticky
// mobile panel's flats link, and accessibility at phone and desktop widths.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

type OffersAnswer = { count: number; results: { id: number }[]; hasNext: boolean }

const offerIds = (page: Page) =>
  page.locator('[data-offer-id]').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-offer-id'))))

/** Russian plural of 'предложение' for the count heading. */
function offersText(count: number): RegExp {
  const mod10 = count % 10
  const mod100 = count % 100
  const noun =
    mod10 === 1 && mod100 !== 11 ? 'предложение' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'предложения' : 'предложений'
  return new RegExp(`^${count}\\s${noun}$`)
}

/** The page is hydrated when the calculator reacts; the load event and a frame are enough in practice. */
async function open(page: Page) {
  await page.goto('/mortgage')
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))))
}

const results = (page: Page) => page.getByTestId('mortgage-results')

test.describe('mortgage page', () => {
  test('renders the intro, the server-rendered offers and the FAQ', async ({ page }) => {
    await open(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Ипотека' })).toBeAttached()
    await expect(page.locator('[data-offer-id]')).toHaveCount(5)
    const faq = page.locator('details').first()
    await faq.locator('summary').click()
    await expect(faq).toHaveAttribute('open', '')
  })

  test('the offers and their count follow the API for the values set', async ({ page, request }) => {
    await open(page)
    await page.getByRole('textbox', { name: 'Стоимость квартиры' }).fill('20')
    await page.getByRole('textbox', { name: 'Первоначальный взнос' }).fill('50')
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('-rate')

    const answer = (await (
      await request.get('/api/mortgage/?price=20000000&initial_payment=50&term=30&order=-rate&limit=5&offset=0')
    ).json()) as OffersAnswer
    await expect(page.getByTestId('mortgage-count')).toHaveText(offersText(answer.count))
    await expect(results(page)).toHaveAttribute('aria-busy', 'false')
    await expect.poll(() => offerIds(page)).toEqual(answer.results.map((o) => o.id))

    // The other direction reorders the same offers.
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('rate')
    const ascending = (await (
      await request.get('/api/mortgage/?price=20000000&initial_payment=50&term=30&order=rate&limit=5&offset=0')
    ).json()) as OffersAnswer
    await expect.poll(() => offerIds(page)).toEqual(ascending.results.map((o) => o.id))
    expect(ascending.results.map((o) => o.id)).not.toEqual(answer.results.map((o) => o.id))
  })

  test("'показать ещё' appends the next five offers", async ({ page, request }) => {
    await open(page)
    const first = await offerIds(page)
    expect(first).toHaveLength(5)
    const next = (await (await request.get('/api/mortgage/?order=payment&limit=5&offset=5')).json()) as OffersAnswer
    await page.getByRole('button', { name: 'показать ещё' }).click()
    await expect(page.locator('[data-offer-id]')).toHaveCount(5 + next.results.length)
    expect(await offerIds(page)).toEqual([...first, ...next.results.map((o) => o.id)])
  })

  test('an offer opens as an accordion', async ({ page }) => {
    await open(page)
    const trigger = page.locator('[data-offer-id] button[aria-expanded]').first()
    await trigger.click()
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region').filter({ hasText: 'Стоимость квартиры' }).first()).toBeVisible()
  })

  test('the sticky mobile panel links to the flats around the calculator price', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await open(page)
    const panel = page.locator('[data-mortgage-sticky]')
    await expect(panel).toBeVisible()
    const link = panel.getByRole('link', { name: 'в магазин квартир' })
    // The default calculation's price (13,2 млн ₽) ± 10 %, widened to whole 100 000 ₽.
    await expect(link).toHaveAttribute('href', '/flats?price_min=11800000&price_max=14600000')

    await page.getByRole('textbox', { name: 'Стоимость квартиры' }).fill('10')
    await expect(link).toHaveAttribute('href', '/flats?price_min=9000000&price_max=11000000')
    await expect(panel.getByRole('button', { name: 'получить консультацию' })).toBeVisible()

    await link.click()
    await page.waitForURL(/\/flats\?/, { waitUntil: 'commit' })
    const url = new URL(page.url())
    expect(url.searchParams.get('price_min')).toBe('9000000')
    expect(url.searchParams.get('price_max')).toBe('11000000')
  })

  test('the sticky panel is hidden from 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page)
    await expect(page.locator('[data-mortgage-sticky]')).toBeHidden()
  })

  for (const width of [375, 1440]) {
    test(`has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await open(page)
      // Open one offer and one answer so their content is checked too.
      await page.locator('[data-offer-id] button[aria-expanded]').first().click()
      await page.locator('details summary').first().click()
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})
