// The flats shop (SPEC §2.1–§2.2): filters live in the URL, the shown count is the API's count,
// reload and back/forward keep the state, the «просмотренные» filter, and axe on phone and desktop widths.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

/** The number the screen shows as its result count ('1 212 квартир'). */
const shownCount = async (page: Page) => Number(((await page.getByTestId('shop-count').textContent()) ?? '').replace(/\D/g, ''))

async function apiCount(request: APIRequestContext, query: string): Promise<number> {
  const answer = (await (await request.get(`/api/properties/?type=flat&${query}`)).json()) as { count: number }
  return answer.count
}

/** Waits until the page is hydrated and the island has answered the URL (results no longer marked busy). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

test.describe('flats shop', () => {
  test('filters by rooms and price through the URL; reload keeps them, back restores the previous state', async ({ page, request }) => {
    await page.goto('/flats')
    await settled(page)
    const total = await shownCount(page)
    expect(total).toBe(await apiCount(request, ''))

    const filters = page.getByRole('complementary', { name: 'Фильтр' })
    await filters.getByRole('button', { name: '2-комн.', exact: true }).click()
    await expect(page).toHaveURL(/[?&]rooms=2(&|$)/)
    await settled(page)
    const twoRooms = await apiCount(request, 'rooms=2')
    await expect.poll(() => shownCount(page)).toBe(twoRooms)

    await filters.getByRole('textbox', { name: 'Стоимость до' }).fill('15')
    await filters.getByRole('textbox', { name: 'Стоимость до' }).press('Enter')
    await expect(page).toHaveURL(/price_max=15000000/)
    await settled(page)
    const filtered = await apiCount(request, 'rooms=2&price_max=15000000')
    expect(filtered).toBeLessThan(twoRooms)
    await expect.poll(() => shownCount(page)).toBe(filtered)

    await page.reload()
    await settled(page)
    expect(await shownCount(page)).toBe(filtered)
    await expect(filters.getByRole('button', { name: '2-комн.', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(filters.getByRole('textbox', { name: 'Стоимость до' })).toHaveValue('15')

    await page.goBack()
    await expect(page).not.toHaveURL(/price_max/)
    await expect(page).toHaveURL(/rooms=2/)
    await settled(page)
    await expect.poll(() => shownCount(page)).toBe(twoRooms)
  })

  test('the window orientation chips filter the list', async ({ page, request }) => {
    await page.goto('/flats')
    await settled(page)
    const group = page.getByRole('complementary', { name: 'Фильтр' }).getByRole('group', { name: 'Окна выходят на' })
    await group.getByRole('button', { name: 'юг', exact: true }).click()
    await expect(page).toHaveURL(/[?&]orientation=s(&|$)/)
    await settled(page)
    const south = await apiCount(request, 'orientation=s')
    expect(south).toBeGreaterThan(0)
    expect(south).toBeLessThan(await apiCount(request, ''))
    await expect.poll(() => shownCount(page)).toBe(south)

    await group.getByRole('button', { name: 'север', exact: true }).click()
    await expect(page).toHaveURL(/orientation=s%2Cn|orientation=s,n/)
    await settled(page)
    await expect.poll(() => shownCount(page)).toBe(await apiCount(request, 'orientation=s,n'))
    await expect(group.getByRole('button', { name: 'юг', exact: true })).toHaveAttribute('aria-pressed', 'true')
  })

  test('sorting and paging change the URL and the cards', async ({ page }) => {
    await page.goto('/flats?order=-price')
    await settled(page)
    const firstTitle = await page.getByRole('article').first().getByRole('heading').textContent()
    await page.getByRole('navigation', { name: 'Страницы' }).getByRole('button', { name: 'Страница 2', exact: true }).click()
    await expect(page).toHaveURL(/page=2/)
    await settled(page)
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstTitle ?? '')
  })

  test('the viewed filter shows a flat that was opened', async ({ page, request }) => {
    test.slow() // two pages, the flat page among them
    const list = (await (await request.get('/api/properties/?type=flat&order=-area&limit=1')).json()) as { results: { id: number }[] }
    const id = list.results[0]!.id
    const recorded = page.waitForResponse((r) => r.url().includes('/api/viewed/') && r.request().method() === 'POST')
    await page.goto(`/flats/${id}`)
    const viewed = await recorded
    expect(viewed.ok(), `POST /api/viewed/ answered ${viewed.status()}: ${await viewed.text()}`).toBe(true)

    await page.goto('/flats')
    await settled(page)
    await page.getByRole('complementary', { name: 'Фильтр' }).getByRole('switch', { name: 'Просмотренные' }).check()
    await expect(page).toHaveURL(/viewed=true/)
    await settled(page)
    await expect(page.locator(`a[href="/flats/${id}"]`)).toHaveCount(1)
    expect(await shownCount(page)).toBe(1)
  })

  test('a filter with no flats offers to reset the filters', async ({ page }) => {
    await page.goto('/flats?price_max=1')
    await settled(page)
    await expect(page.getByText('к сожалению, предложений нет')).toBeVisible()
    await page.getByRole('button', { name: 'сбросить фильтры', exact: true }).click()
    await expect(page).not.toHaveURL(/price_max/)
    await settled(page)
    await expect(page.getByRole('article').first()).toBeVisible()
  })

  test('on a phone the filters open in the filter modal', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/flats')
    await settled(page)
    await page.getByRole('button', { name: /^Фильтр/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Фильтр' })
    await dialog.getByRole('button', { name: 'студия', exact: true }).click()
    // «Применить» says how many it will show, before the buyer leaves the filter.
    await dialog.getByRole('button', { name: /^показать \d/ }).click()
    await expect(page).toHaveURL(/rooms=0/)
  })

  // Hydration keeps the server's markup: a mismatch, or a change above the list that reaches it before it hydrates,
  // makes React drop the list and render it anew (its pictures reload and the page jumps; CLS 0.7 in Lighthouse once).
  for (const width of [375, 1440]) {
    test(`the list hydrates the server’s markup in place at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const first = document.querySelector('[data-card-id]')
          ;(window as unknown as { serverCard: Element | null }).serverCard = first
        })
      })
      await page.goto('/flats')
      await settled(page)
      // React marks the nodes it renders or hydrates: once the first card carries the mark, it must be the server's.
      await page.waitForFunction(() => {
        const first = document.querySelector('[data-card-id]')
        return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false
      })
      const inPlace = await page.evaluate(() => {
        const server = (window as unknown as { serverCard: Element | null }).serverCard
        return Boolean(server?.isConnected && server === document.querySelector('[data-card-id]'))
      })
      expect(inPlace).toBe(true)
    })
  }

  for (const width of [375, 1440]) {
    test(`/flats has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/flats')
      await settled(page)
      const results = await new AxeBuilder({ page }).analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
})
