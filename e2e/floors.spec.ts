// Floor plans: master plan → building → floor → flat card at phone and desktop widths, the list's filter
// dimming flats on the plan, the card's «на этаже» tab, and axe on the new pages. SHOTS=<dir> saves screenshots.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

interface GenplanAnswer {
  results: { id: number; number: number; sections: { id: number; number: number }[] }[]
}
interface FlatList {
  results: { id: number; floor: number; number: string }[]
}
interface FloorAnswer {
  flats: { id: number; matches: boolean; status: string }[]
  matched: number
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))))
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return
  // From the top, nothing focused: the sticky header stays where a visitor sees it.
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(500)
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true })
}

/** Корпус 1, секция 1 and a two-room flat on sale there (the filter of the journey is rooms=2). */
async function target(request: APIRequestContext) {
  const genplan = (await (await request.get('/api/genplan/')).json()) as GenplanAnswer
  const building = genplan.results.find((b) => b.number === 1)!
  const section = building.sections.find((s) => s.number === 1)!
  const flats = (await (
    await request.get(`/api/properties/?type=flat&rooms=2&section=${section.id}&order=floor&limit=50`)
  ).json()) as FlatList
  // A floor in the middle of the section: its neighbours exist above and below.
  const flat = flats.results.find((f) => f.floor >= 5)!
  return { building, section, flat }
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  const phone = viewport.width < 768
  test.describe(`floor plans at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: phone })

    test('master plan → building → floor → flat card, the list filter dimming the other flats', async ({ page, request }) => {
      // Five pages and four axe runs: past the default minute on a loaded machine (seen at both widths).
      test.slow()
      const { building, section, flat } = await target(request)
      await page.goto('/flats?rooms=2')
      await settle(page)
      if (phone) await page.getByRole('button', { name: 'на генплане' }).click()
      await page.getByRole('button', { name: /^Корпус 1, секция 1\s—/ }).click()
      const tooltip = page.getByRole('dialog', { name: 'корпус 1, секция 1' })
      await expect(tooltip.getByRole('button', { name: 'выбрать' })).toBeVisible()
      await tooltip.getByRole('link', { name: 'выбрать этаж' }).click()

      // The building: its sections' floors, the filter carried along.
      await expect(page).toHaveURL(new RegExp(`/flats/building/${building.id}\\?rooms=2#section-${section.id}$`))
      await expect(page.getByRole('heading', { level: 1, name: 'Корпус 1' })).toBeVisible()
      await expect(page).toHaveTitle(/^Корпус 1 — выбор квартиры по этажам/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/flats/building/${building.id}$`))
      await settle(page)
      expect(await axe(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await shot(page, `building-${viewport.width}`)

      const floorLink = page.getByRole('link', { name: new RegExp(`^${flat.floor}\\sэтаж, секция 1: `) })
      await expect(floorLink).toHaveAttribute('href', new RegExp(`/floor/${flat.floor}\\?rooms=2#section-${section.id}$`))
      const summary = (await floorLink.getAttribute('aria-label'))!.replace(/^.*?: /, '')
      expect(summary).toMatch(/в продаже от\s\d|нет квартир в продаже/)
      const bubble = page.locator('[data-summary-layer] [aria-live="polite"]')
      if (phone) {
        // The first tap shows the floor's summary, the bubble's link opens it.
        await floorLink.tap()
        await expect(bubble).toContainText(summary)
        await expect(page).toHaveURL(new RegExp(`/flats/building/${building.id}\\?`))
        await bubble.getByRole('link', { name: 'открыть этаж' }).tap()
      } else {
        await floorLink.hover()
        await expect(bubble).toContainText(summary)
        await floorLink.click()
      }

      // The floor: the plate with every flat, the non-matching ones dimmed.
      await expect(page).toHaveURL(new RegExp(`/flats/building/${building.id}/floor/${flat.floor}\\?rooms=2#section-${section.id}$`))
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${flat.floor}\\sэтаж$`) })).toBeVisible()
      const plate = page.getByRole('group', { name: `План ${flat.floor} этажа, секция 1` })
      await expect(plate).toBeVisible()
      const api = (await (
        await request.get(`/api/genplan/building/${building.id}/floors/${flat.floor}/?section=${section.id}&rooms=2`)
      ).json()) as FloorAnswer
      await expect(page.getByRole('status').filter({ hasText: 'Под фильтр подходят' })).toContainText(
        `подходят ${api.matched + (await otherSections(request, building.id, flat.floor, section.id))} из`,
      )
      for (const f of api.flats) await expect(plate.locator(`a[data-flat="${f.id}"]`)).toHaveAttribute('data-match', String(f.matches))
      await settle(page)
      expect(await axe(page)).toEqual([])
      // Nothing wider than the screen: the plan scrolls inside its frame on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await shot(page, `floor-${viewport.width}`)

      // Next and previous floors keep the filter.
      const step = (floor: number) =>
        page.getByRole('navigation', { name: 'Соседние этажи' }).getByRole('link', { name: new RegExp(`^${floor}\\sэтаж$`) })
      // The page HTML is the same for everyone; the browser adds the filter to the links.
      await expect(step(flat.floor + 1)).toHaveAttribute('href', /\?rooms=2$/)
      await step(flat.floor + 1).click()
      await expect(page).toHaveURL(new RegExp(`/floor/${flat.floor + 1}\\?rooms=2$`))
      await expect(step(flat.floor)).toHaveAttribute('href', /\?rooms=2$/)
      await step(flat.floor).click()
      await expect(page).toHaveURL(new RegExp(`/floor/${flat.floor}\\?rooms=2$`))
      await expect(plate.locator(`a[data-flat="${flat.id}"]`)).toHaveAttribute('data-match', 'true')

      // The flat: its link names rooms, area, price and status; the card opens from the plan.
      const flatLink = plate.locator(`a[data-flat="${flat.id}"]`)
      await expect(flatLink).toHaveAttribute(
        'aria-label',
        new RegExp(`^Квартира ${flat.number}: (2-комн\\.|2Е), .*м², .*млн.*₽, в продаже$`),
      )
      if (phone) {
        await flatLink.tap()
        await page.locator('[data-summary-layer] [aria-live="polite"]').first().getByRole('link', { name: 'открыть квартиру' }).tap()
      } else {
        await flatLink.click()
      }
      await expect(page).toHaveURL(new RegExp(`/flats/${flat.id}$`))
      // The card may arrive as a document: a tab clicked before it hydrates does nothing.
      await settle(page)

      // The card's «на этаже» tab: the same plan with this flat highlighted.
      await page.getByRole('tab', { name: 'на этаже' }).click()
      const own = page.getByRole('tabpanel').locator(`a[data-flat="${flat.id}"]`)
      await expect(own).toHaveAttribute('data-own', 'true')
      await expect(own).toHaveAttribute('aria-current', 'page')
      expect(await axe(page)).toEqual([])
      await shot(page, `card-floor-${viewport.width}`)

      // And the view from this flat's windows: its floor, its side.
      await page.getByRole('tab', { name: 'вид из окна' }).click()
      await expect(page.getByRole('tabpanel').locator('figcaption')).toHaveText(new RegExp(`^Вид с ${flat.floor} этажа, окна выходят на `))
      await expect(page.getByRole('tabpanel').locator('img')).toHaveAttribute('alt', /^Вид из окна, /)
    })

    test('the flats are reached by keyboard, and every status is also said in words', async ({ page, request }) => {
      const { building, flat } = await target(request)
      await page.goto(`/flats/building/${building.id}/floor/${flat.floor}`)
      await settle(page)
      const first = page.locator('svg[role="group"] a').first()
      await first.focus()
      await expect(first).toBeFocused()
      await expect(page.locator('[data-summary-layer] [aria-live="polite"]').first()).toContainText(/^Квартира /)
      await page.keyboard.press('Tab')
      await expect(page.locator('svg[role="group"] a').nth(1)).toBeFocused()
      await expect(page.getByRole('list', { name: 'Обозначения' }).first()).toHaveText(/в продаже\s*забронирована\s*продана/)
      const labels = await page.locator('svg[role="group"] a').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''))
      expect(labels.length).toBeGreaterThan(4)
      for (const label of labels) expect(label).toMatch(/^Квартира \S+: .+, (в продаже|забронирована|продана)$/)
      // An unknown floor is a 404 page.
      const missing = await page.goto(`/flats/building/${building.id}/floor/99`)
      expect(missing?.status()).toBe(404)
    })
  })
}

/** Matching flats of the same floor in the building's other sections (the page shows every section with the floor). */
async function otherSections(request: APIRequestContext, building: number, floor: number, except: number): Promise<number> {
  const genplan = (await (await request.get('/api/genplan/')).json()) as GenplanAnswer
  let sum = 0
  for (const s of genplan.results.find((b) => b.id === building)!.sections) {
    if (s.id === except) continue
    const response = await request.get(`/api/genplan/building/${building}/floors/${floor}/?section=${s.id}&rooms=2`)
    if (response.ok()) sum += ((await response.json()) as FloorAnswer).matched
  }
  return sum
}
