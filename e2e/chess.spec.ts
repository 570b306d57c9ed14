// The шахматка: the list → «шахматка» view → a flat's card at phone and desktop widths, the list's filter
// dimming and counting cells, the APG grid keys (arrows, Home/End, Ctrl+Home/End, Enter), axe, and the grid in
// the server's HTML without JavaScript. SHOTS=<dir> saves screenshots.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'

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
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  await page.waitForTimeout(500)
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true })
}

/** The cell that has focus: its row and column in its grid. */
async function focusedCell(page: Page): Promise<{ row: string | null; col: string | null }> {
  return page.evaluate(() => {
    const cell = document.activeElement as HTMLElement | null
    return { row: cell?.getAttribute('data-row') ?? null, col: cell?.getAttribute('data-col') ?? null }
  })
}

const cellsOf = (grid: Locator) => grid.locator('[data-row][data-col]')

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  const phone = viewport.width < 768
  test.describe(`шахматка at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: phone })
    // axe over a building's hundreds of cells takes its time on a busy CI machine.
    test.beforeEach(() => test.setTimeout(180_000))

    test('the list → «шахматка» with its filter → a flat card; off-filter flats dimmed and counted', async ({ page }) => {
      await page.goto('/flats?rooms=2')
      await settle(page)
      const view = page.getByRole('group', { name: 'Вид списка' }).getByRole('link', { name: 'Шахматкой' })
      await expect(view).toHaveAttribute('href', '/flats/chess?rooms=2')
      await view.click()

      await expect(page).toHaveURL(/\/flats\/chess\?rooms=2$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Корпус 1' })).toBeVisible()
      await expect(page).toHaveTitle(/^Шахматка: корпус 1/)
      await expect(page.getByRole('navigation', { name: 'Корпуса' }).getByRole('link', { name: 'Корпус 1' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await settle(page)

      // Every section is a grid of floors (top first) by risers.
      const grids = page.getByRole('grid')
      expect(await grids.count()).toBeGreaterThan(1)
      const first = grids.first()
      const floors = (await first.getByRole('rowheader').allInnerTexts()).map((t) => Number.parseInt(t, 10))
      expect(floors.length).toBeGreaterThan(5)
      expect(floors).toEqual([...floors].sort((a, b) => b - a))
      await expect(first.getByRole('columnheader').first()).toHaveText('Этаж')

      // Two-room flats (classic and euro) match; the others are dimmed and named so; the note counts them.
      const flats = page.getByRole('grid').getByRole('link')
      const names = await flats.evaluateAll((links) =>
        links.map((a) => ({ name: a.getAttribute('aria-label')!, match: a.getAttribute('data-match') })),
      )
      const matched = names.filter((n) => n.match === 'true')
      expect(matched.length).toBeGreaterThan(0)
      expect(matched.length).toBeLessThan(names.length)
      for (const n of matched) expect(n.name).toMatch(/^Квартира \S+: (2-комн\.|2Е),/)
      for (const n of names.filter((x) => x.match === 'false')) expect(n.name).toMatch(/, не подходит под фильтр$/)
      await expect(page.getByTestId('chess-matches')).toContainText(`подходит ${matched.length} из ${names.length}`)

      expect(await axe(page)).toEqual([])
      // The grids scroll inside their cards; the page never does sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      await shot(page, `chess-${viewport.width}`)

      // A matching flat on sale opens its card.
      const cell = page.locator('[role="grid"] a[data-match="true"][data-status="available"]').first()
      const href = (await cell.getAttribute('href'))!
      expect(href).toMatch(/^\/flats\/\d+$/)
      await cell.scrollIntoViewIfNeeded()
      await cell.click()
      await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('keyboard: one tab stop per grid, arrows, Home/End, Ctrl+Home/End, Enter opens the card', async ({ page }) => {
      await page.goto('/flats/chess')
      await settle(page)
      await expect(page).toHaveTitle(/^Шахматка: корпус 1/)
      const grid = page.getByRole('grid').first()
      const cells = cellsOf(grid)
      await expect(grid.locator('[tabindex="0"]')).toHaveCount(1)
      const rows = await grid.locator('tbody tr').count()
      const columns = (await grid.locator('thead th').count()) - 1

      // Tab from the last link before the grids lands on the grid's first cell.
      await page.getByRole('link', { name: 'Выбор по этажам' }).focus()
      await page.keyboard.press('Tab')
      expect(await focusedCell(page)).toEqual({ row: '0', col: '0' })
      await page.keyboard.press('ArrowRight')
      expect(await focusedCell(page)).toEqual({ row: '0', col: '1' })
      await page.keyboard.press('ArrowDown')
      expect(await focusedCell(page)).toEqual({ row: '1', col: '1' })
      await page.keyboard.press('End')
      expect(await focusedCell(page)).toEqual({ row: '1', col: String(columns - 1) })
      await page.keyboard.press('Home')
      expect(await focusedCell(page)).toEqual({ row: '1', col: '0' })
      await page.keyboard.press('ControlOrMeta+End')
      expect(await focusedCell(page)).toEqual({ row: String(rows - 1), col: String(columns - 1) })
      await page.keyboard.press('ControlOrMeta+Home')
      expect(await focusedCell(page)).toEqual({ row: '0', col: '0' })
      await page.keyboard.press('ArrowUp')
      expect(await focusedCell(page)).toEqual({ row: '0', col: '0' })
      // The cell focused last is the grid's only tab stop now.
      await page.keyboard.press('ArrowDown')
      await expect(cells.and(page.locator('[tabindex="0"]'))).toHaveCount(1)
      await expect(grid.locator('[data-row="1"][data-col="0"]')).toHaveAttribute('tabindex', '0')

      const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'))
      expect(href).toMatch(/^\/flats\/\d+$/)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${href}$`), { timeout: 30_000 })
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })

    test('a section alone, another building, axe on the unfiltered page', async ({ page }) => {
      await page.goto('/flats/chess')
      await settle(page)
      expect(await axe(page)).toEqual([])
      await page.getByRole('navigation', { name: 'Секции' }).getByRole('link', { name: 'Секция 2' }).click()
      await expect(page).toHaveURL(/\/flats\/chess\?building=\d+&section=\d+$/)
      await expect(page.getByRole('grid')).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 2, name: 'Секция 2' })).toBeVisible()
      await page.getByRole('navigation', { name: 'Корпуса' }).getByRole('link', { name: 'Корпус 2' }).click()
      await expect(page.getByRole('heading', { level: 1, name: 'Корпус 2' })).toBeVisible()
      expect(await page.getByRole('grid').count()).toBeGreaterThanOrEqual(1)
    })
  })
}

test('the server HTML has the grid and its links without JavaScript; the building page links to it', async ({ request }) => {
  const response = await request.get('/flats/chess?rooms=2&utm_source=mail')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain('role="grid"')
  expect(html).toContain('role="rowheader"')
  expect(html).toContain('role="columnheader"')
  expect((html.match(/<a [^>]*href="\/flats\/\d+"[^>]*data-row="/g) ?? []).length).toBeGreaterThan(50)
  expect(html).toContain('data-match="false"')
  expect(html).toMatch(/Под фильтр подходит \d+ из \d+/)
  // The same query in another spelling is the same cached page.
  const again = await (await request.get('/flats/chess?utm_campaign=x&rooms=2')).text()
  expect(again.match(/Под фильтр подходит \d+ из \d+/)?.[0]).toBe(html.match(/Под фильтр подходит \d+ из \d+/)?.[0])
  // An unknown building is a 404, not the first building under another address.
  expect((await request.get('/flats/chess?building=999999')).status()).toBe(404)

  const genplan = (await (await request.get('/api/genplan/')).json()) as { results: { id: number; number: number }[] }
  const building = genplan.results.find((b) => b.number === 1)!
  const page = await (await request.get(`/flats/building/${building.id}`)).text()
  expect(page).toContain(`href="/flats/chess?building=${building.id}"`)
})
