// A buyer's walk past defects found once and kept fixed: the comparison reached from the header and the menu with its
// count, its column heads in view down to the last row, its table on the first screen, the list card's toggles clear
// of the plan's compass, and no «preloaded but not used» stylesheet warning on a walk of the main pages.
// SHOTS=<dir> saves screenshots of /compare.
import { expect, type Page, test } from '@playwright/test'

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))))
}

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!process.env.SHOTS) return
  await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage })
}

/** Clicks a compare toggle and waits for the server to keep it. */
async function compare(page: Page, button: ReturnType<Page['getByRole']>): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/compare/') && r.request().method() === 'POST')
  await button.click()
  expect((await saved).status()).toBe(201)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  const phone = viewport.width < 768
  test.describe(`buyer walk at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: phone })

    test('compare: toggles clear of the compass, a counted way in, heads in view to the last row', async ({ page }) => {
      test.slow()
      await page.goto('/flats')
      await settle(page)
      const cards = page.getByRole('article')

      // The plan's compass (its letter «С» included) keeps the top-right 8 % of the sheet: no toggle covers it.
      const media = await cards.first().locator('img').first().boundingBox()
      const toggle = await cards
        .first()
        .getByRole('button', { name: /^Сравнить:/ })
        .boundingBox()
      expect(media && toggle).toBeTruthy()
      // The compass: the sheet's top-right corner (its circle and letter lie within 8 % × 10 % of the sheet).
      const compass = { left: media!.x + media!.width * 0.92, bottom: media!.y + media!.height * 0.1 }
      const overlaps = toggle!.x + toggle!.width > compass.left && toggle!.y < compass.bottom && toggle!.x < media!.x + media!.width
      expect(overlaps, `toggle ${JSON.stringify(toggle)} over the compass of ${JSON.stringify(media)}`).toBe(false)

      for (const i of [0, 1, 2]) await compare(page, cards.nth(i).getByRole('button', { name: /^Сравнить:/ }))

      // The header (from 768 px) and the menu lead to /compare with the count, as to the favourites.
      if (phone) {
        await page.getByRole('button', { name: 'Открыть меню' }).click()
        await expect(page.getByTestId('menu-compare-count')).toHaveText('3')
        await expect(page.getByTestId('menu-compare-link')).toHaveAttribute('aria-label', 'Сравнение: 3\u00a0помещения')
        await page.getByTestId('menu-compare-link').click()
      } else {
        await expect(page.getByTestId('header-compare-count')).toHaveText('3')
        await expect(page.getByTestId('header-favorites-link')).toHaveAttribute('href', '/favorites')
        await page.getByTestId('header-compare-link').click()
      }
      await expect(page).toHaveURL(/\/compare$/)
      const table = page.getByTestId('compare-table')
      await expect(page.getByTestId('compare-column')).toHaveCount(3)
      await settle(page)
      await shot(page, `compare-${viewport.width}`)
      await shot(page, `compare-${viewport.width}-full`, true)

      // The first screen shows the table: its heads and its first rows, not only the page's heading.
      const firstRow = await table.locator('tbody tr[data-row="price"]').boundingBox()
      expect(firstRow!.y + firstRow!.height).toBeLessThanOrEqual(viewport.height)

      // The discount and old price, ceiling, bathrooms and balcony are rows of their own.
      for (const label of ['Цена', 'Высота потолков', 'Санузлов', 'Балкон или терраса'])
        await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible()

      // Down at the last row, the flats' names are still at the top of the table, below the site's header.
      const last = table.locator('tbody tr').last()
      await table.evaluate((element) => {
        const box = element.parentElement!
        box.scrollIntoView({ block: 'end' })
        box.scrollTop = box.scrollHeight
      })
      // The page may still be scrolling (the site scrolls smoothly): wait until the last row is in view.
      await expect(last).toBeInViewport()
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
      const header = await page.locator('header').first().boundingBox()
      const head = await page.getByTestId('compare-column').first().boundingBox()
      const lastBox = await last.boundingBox()
      expect(head!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1)
      expect(head!.y + head!.height).toBeLessThanOrEqual(lastBox!.y)
      expect(lastBox!.y).toBeLessThan(viewport.height)
      await expect(page.getByTestId('compare-column').first().getByRole('link')).toBeInViewport()
      await shot(page, `compare-${viewport.width}-last-row`)
    })
  })
}

test('a walk of the main pages preloads no stylesheet it does not use', async ({ page, request }) => {
  test.slow()
  const warnings: string[] = []
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/i.test(message.text())) warnings.push(`${page.url()}: ${message.text()}`)
  })
  const list = (await (await request.get('/api/properties/?type=flat&limit=1')).json()) as { results: { id: number }[] }
  for (const path of [
    '/',
    '/flats',
    `/flats/${list.results[0]!.id}`,
    '/favorites',
    '/compare',
    '/mortgage',
    '/location',
    '/yards',
    '/sunrise',
    '/construction-progress',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('load')
    // The shell prefetches the menu's routes about 1 s after it loads; Chromium warns 3 s after the load event.
    await page.mouse.move(10, 10)
    await page.waitForTimeout(5_000)
  }
  expect(warnings).toEqual([])
})
