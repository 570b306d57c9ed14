// Favorites (SPEC §2.2): a flat favorited on /flats appears on /favorites; a shared collection link
// shows it in another browser; 'очистить' empties favorites and pinned.
import { expect, test } from '@playwright/test'

test.describe('favorites', () => {
  test('favorite on /flats, share, open the link elsewhere, then clear', async ({ page, browser, baseURL }) => {
    test.slow() // three pages and a second browser context
    await page.goto('/flats')
    await page.waitForLoadState('load')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
    const card = page.getByRole('article').first()
    const title = (await card.getByRole('heading').textContent()) ?? ''
    const href = await card.getByRole('link').getAttribute('href')

    const favorite = card.getByRole('button', { name: /^В избранное/ })
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/favorites/') && r.request().method() === 'POST')
    await favorite.click()
    await expect(favorite).toHaveAttribute('aria-pressed', 'true')
    expect((await saved).ok()).toBe(true)
    const pin = card.getByRole('button', { name: /^Закрепить/ })
    const pinned = page.waitForResponse((r) => r.url().endsWith('/api/pinned/') && r.request().method() === 'POST')
    await pin.click()
    expect((await pinned).ok()).toBe(true)

    await page.goto('/favorites')
    await expect(page.locator(`a[href="${href}"]`)).toHaveText(title)

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'поделиться' }).click()
    const link = page.getByRole('textbox', { name: 'Ссылка на подборку' })
    await expect(link).toHaveValue(/\/favorites\?collection=[A-Za-z0-9]+$/)
    await expect(page.getByText(/Ссылка на подборку скопирована|Скопируйте ссылку на подборку/)).toBeVisible()
    const shared = new URL(await link.inputValue())

    const other = await browser.newContext({ baseURL })
    const guest = await other.newPage()
    await guest.goto(`${shared.pathname}${shared.search}`)
    await expect(guest.locator(`a[href="${href}"]`)).toHaveText(title)
    await expect(guest.getByRole('button', { name: 'очистить' })).toHaveCount(0)
    await other.close()

    await page.getByRole('button', { name: 'очистить' }).click()
    await expect(page.getByText('В избранном пока пусто')).toBeVisible()
    const lists = await page.evaluate(async () => {
      const favorites = await (await fetch('/api/favorites/favorite_properties')).json()
      const pins = await (await fetch('/api/pinned/')).json()
      return [favorites.count, pins.count]
    })
    expect(lists).toEqual([0, 0])
    await page.reload()
    await expect(page.getByRole('link', { name: 'в магазин квартир' }).last()).toBeVisible()
  })
})
