// Compare: three flats put into the comparison from the list and from a flat card, /compare side by
// side, the shared link opened in a fresh browser, «только различия», a refused parking space, and axe on
// /compare at phone and desktop widths. SHOTS=<dir> saves screenshots.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

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

/** Clicks a compare toggle and waits for the server to keep it. */
async function compare(page: Page, button: ReturnType<Page['getByRole']>): Promise<void> {
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/compare/') && r.request().method() === 'POST')
  await button.click()
  expect((await saved).status()).toBe(201)
  await expect(button).toHaveAttribute('aria-pressed', 'true')
}

const columnHrefs = (page: Page) =>
  page
    .getByTestId('compare-column')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  const phone = viewport.width < 768
  test.describe(`compare at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: phone })

    test('three flats from the list and a card, the shared link in a fresh browser, «только различия»', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow() // four pages and a second browser context
      // Classic two-room flats: the «Комнат» row is the same for all three, so «только различия» must hide it.
      await page.goto('/flats?rooms=2&layout_format=classic')
      await settle(page)
      const cards = page.getByRole('article')
      const hrefs: string[] = []
      for (const i of [0, 1]) {
        const card = cards.nth(i)
        hrefs.push((await card.getByRole('link').first().getAttribute('href'))!)
        await compare(page, card.getByRole('button', { name: /^Сравнить:/ }))
      }
      const third = (await cards.nth(2).getByRole('link').first().getAttribute('href'))!
      hrefs.push(third)
      await shot(page, `compare-flats-${viewport.width}`)

      // The third from its own card, with the visible «сравнить» toggle.
      await page.goto(third)
      await settle(page)
      await compare(page, page.getByRole('button', { name: 'сравнить', exact: true }))
      await shot(page, `compare-flat-card-${viewport.width}`)

      // A parking space cannot join flats: the refusal is said, not swallowed.
      await page.goto('/parking')
      await settle(page)
      const parking = page.getByRole('article').first()
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/compare/') && r.request().method() === 'POST')
      await parking.getByRole('button', { name: /^Сравнить:/ }).click()
      expect((await refused).status()).toBe(409)
      await expect(parking.getByTestId('compare-notice')).toContainText('Сравнивать можно помещения одного типа')
      await expect(parking.getByRole('button', { name: /^Сравнить:/ })).toHaveAttribute('aria-pressed', 'false')
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/compare-refused-${viewport.width}.png` })

      await page.goto('/compare')
      await settle(page)
      await expect(page.getByTestId('compare-count')).toHaveText('В сравнении 3 из 4')
      await expect(page.getByTestId('compare-column')).toHaveCount(3)
      expect(await columnHrefs(page)).toEqual(hrefs)
      for (const label of ['Цена', 'Цена за м²', 'Общая площадь', 'Жилая площадь', 'Этаж', 'Корпус', 'Срок сдачи', 'Платёж по ипотеке'])
        await expect(page.getByRole('rowheader', { name: label, exact: true })).toBeVisible()
      expect(await axe(page)).toEqual([])

      if (phone) {
        // The columns scroll sideways under the row labels, which stay put.
        const scroller = page.getByRole('region', { name: /Таблица сравнения/ })
        const label = page.getByRole('rowheader', { name: 'Цена', exact: true })
        const before = (await label.boundingBox())!.x
        const scrolled = await scroller.evaluate((el) => {
          el.scrollLeft = 400
          return el.scrollLeft
        })
        expect(scrolled).toBeGreaterThan(0)
        expect((await label.boundingBox())!.x).toBe(before)
        await scroller.evaluate((el) => (el.scrollLeft = 0))
      }
      await shot(page, `compare-${viewport.width}`)

      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.getByRole('button', { name: 'поделиться' }).click()
      const link = page.getByRole('textbox', { name: 'Ссылка на сравнение' })
      await expect(link).toHaveValue(/\/compare\?collection=[A-Za-z0-9]+$/)
      await expect(page.getByText(/Ссылка на сравнение скопирована|Скопируйте ссылку на сравнение/)).toBeVisible()
      const shared = new URL(await link.inputValue())

      // A fresh browser: no cookies, no visitor; the link alone shows the same three, read-only.
      const other = await browser.newContext({ baseURL, viewport, hasTouch: phone })
      const guest = await other.newPage()
      await guest.goto(`${shared.pathname}${shared.search}`)
      await settle(guest)
      await expect(guest.getByTestId('compare-column')).toHaveCount(3)
      expect(await columnHrefs(guest)).toEqual(hrefs)
      await expect(guest.getByRole('button', { name: 'очистить' })).toHaveCount(0)
      await expect(guest.getByRole('button', { name: /^Убрать из сравнения/ })).toHaveCount(0)

      // «только различия» hides the rows where all three agree, «Комнат» among them.
      const rows = guest.getByTestId('compare-table').locator('tbody tr')
      const all = await rows.count()
      const differing = await guest.getByTestId('compare-table').locator('tbody tr[data-differs]').count()
      await expect(guest.getByRole('rowheader', { name: 'Комнат', exact: true })).toBeVisible()
      await guest.getByRole('switch', { name: 'только различия' }).check()
      await expect(rows).toHaveCount(differing)
      expect(differing).toBeLessThan(all)
      await expect(guest.getByRole('rowheader', { name: 'Комнат', exact: true })).toHaveCount(0)
      await expect(guest.getByRole('rowheader', { name: 'Цена', exact: true })).toBeVisible()
      expect(await axe(guest)).toEqual([])
      await shot(guest, `compare-shared-differences-${viewport.width}`)
      await guest.getByRole('switch', { name: 'только различия' }).uncheck()
      await expect(rows).toHaveCount(all)
      await other.close()

      // Removing a column and clearing change the visitor's own comparison on the server.
      await page
        .getByRole('button', { name: /^Убрать из сравнения/ })
        .first()
        .click()
      await expect(page.getByTestId('compare-column')).toHaveCount(2)
      await expect(page.getByTestId('compare-count')).toHaveText('В сравнении 2 из 4')
      await page.getByRole('button', { name: 'очистить' }).click()
      await expect(page.getByText('В сравнении пока пусто')).toBeVisible()
      await page.reload()
      await expect(page.getByRole('link', { name: 'выбрать квартиры' })).toHaveAttribute('href', '/flats')
      expect(await axe(page)).toEqual([])
      await shot(page, `compare-empty-${viewport.width}`)
    })
  })
}
