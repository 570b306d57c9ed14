import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'

const UI_KIT_PAGES = ['/ui-kit/', '/ui-kit/Base', '/ui-kit/Filter'] as const
const WIDTHS = [375, 1440] as const

/** Presses Tab until the locator has focus (keyboard-only navigation); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Could not reach ${target.toString()} with Tab`)
}

/** Text of the option the combobox points at with aria-activedescendant. */
async function highlighted(combobox: Locator): Promise<string | null> {
  return combobox.evaluate((el) => {
    const id = el.getAttribute('aria-activedescendant')
    return id ? (document.getElementById(id)?.textContent ?? null) : null
  })
}

test.describe('UI-kit: axe', () => {
  for (const width of WIDTHS) {
    for (const path of UI_KIT_PAGES) {
      test(`${path} has no axe violations at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const { violations } = await new AxeBuilder({ page }).analyze()
        expect(violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual([])
      })
    }
  }

  test('pages are marked noindex', async ({ page }) => {
    for (const path of UI_KIT_PAGES) {
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    }
  })
})

test.describe('UI-kit: select by keyboard only on /ui-kit/Filter', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/ui-kit/Filter')
  })

  test('single select: open, move with wrap-around, choose, Escape, Tab away', async ({ page }) => {
    const light = page.getByRole('group', { name: 'Select: светлая тема' })
    const city = light.getByRole('combobox', { name: 'Город', exact: true })
    await expect(city).toHaveText('Все')

    await tabTo(page, city)
    await page.keyboard.press('Enter')
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    const listbox = light.getByRole('listbox', { name: 'Город', exact: true })
    await expect(listbox.getByRole('option')).toHaveText(['Все', 'Санкт-Петербург', 'Москва', 'Екатеринбург'])

    await page.keyboard.press('ArrowDown')
    expect(await highlighted(city)).toBe('Все')
    await page.keyboard.press('ArrowUp')
    expect(await highlighted(city)).toBe('Екатеринбург')
    await page.keyboard.press('ArrowDown')
    expect(await highlighted(city)).toBe('Все')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    expect(await highlighted(city)).toBe('Москва')
    await page.keyboard.press('Enter')
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    await expect(city).toHaveText('Москва')
    await expect(city).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    expect(await highlighted(city)).toBe('Москва')
    await page.keyboard.press('Escape')
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    await expect(city).toHaveText('Москва')

    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    await expect(city).not.toBeFocused()
  })

  test('multiple select stays open while toggling, reset «Все» clears', async ({ page }) => {
    const light = page.getByRole('group', { name: 'Select: светлая тема' })
    const cities = light.getByRole('combobox', { name: 'Города' })
    await tabTo(page, cities)
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(cities).toHaveAttribute('aria-expanded', 'true')
    await expect(light.getByRole('option', { name: 'Санкт-Петербург' })).toHaveAttribute('aria-selected', 'true')
    await expect(light.getByRole('option', { name: 'Москва' })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Escape')
    await expect(cities).toHaveText('Санкт-Петербург, Москва')

    await page.keyboard.press('Enter')
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Escape')
    await expect(cities).toHaveText('Все')
  })

  test('on a tablet the modal select opens the filter modal and locks page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 })
    await page.goto('/ui-kit/Filter')
    const light = page.getByRole('group', { name: 'Select: светлая тема' })
    const city = light.getByRole('combobox', { name: 'Город (на планшете — в модальном окне)' })
    await tabTo(page, city)
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Город (на планшете — в модальном окне)' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: 'Кнопка закрыть' })).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(city).toHaveText('Санкт-Петербург')
    await expect(city).toBeFocused()
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden')
  })
})

test.describe('UI-kit: menu', () => {
  test('a hash lands 30 px below the sticky header: the offset applied once (DESIGN.md readings)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/ui-kit/Base#button')
    const bar = await page.locator('header[data-sticky-bar]').evaluate((el) => el.getBoundingClientRect().height)
    expect(bar).toBeGreaterThan(40)
    const top = () => page.locator('#button').evaluate((el) => el.getBoundingClientRect().top)
    await expect.poll(async () => Math.abs((await top()) - (bar + 30)), { timeout: 5_000 }).toBeLessThanOrEqual(2)
  })

  test('keyboard: category panel, back header and a hash link', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/ui-kit/')
    const menuButton = page.getByRole('button', { name: 'Меню', exact: true })
    await tabTo(page, menuButton)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Меню UI-kit' })
    await expect(menu).toBeVisible()

    await tabTo(page, menu.getByRole('button', { name: 'Filter' }))
    await page.keyboard.press('Enter')
    await expect(menu.getByRole('heading', { name: 'Filter' })).toBeVisible()
    await expect(menu.getByRole('button', { name: 'Назад к разделам' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(menu.getByRole('button', { name: 'Filter' })).toBeFocused()
    await page.keyboard.press('Enter')

    const selectLink = menu.getByRole('link', { name: 'Select' })
    await expect(selectLink).toHaveAttribute('href', '/ui-kit/Filter#select')
    await tabTo(page, selectLink)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/ui-kit\/Filter#select$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('region', { name: 'Select' })).toBeInViewport()
  })

  test('Show Debug Info: on at the base page closes the menu, stores the cookie for 7 days and reloads after 400 ms', async ({
    page,
    context,
  }) => {
    await context.clearCookies()
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/ui-kit/')
    await expect(page.getByRole('heading', { name: 'Debug info' })).toHaveCount(0)

    await tabTo(page, page.getByRole('button', { name: 'Меню', exact: true }))
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: 'Меню UI-kit' })
    const debugSwitch = menu.getByRole('switch', { name: 'Show Debug Info' })
    await tabTo(page, debugSwitch)
    await expect(debugSwitch).not.toBeChecked()

    const reloaded = page.waitForEvent('load')
    const pressedAt = Date.now()
    await page.keyboard.press('Space')
    await expect(menu).toBeHidden()
    await reloaded
    expect(Date.now() - pressedAt).toBeGreaterThanOrEqual(400)

    const cookie = (await context.cookies()).find((c) => c.name === 'ui_kit_debug')
    expect(cookie?.value).toBe('1')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    await expect(page.getByRole('heading', { name: 'Debug info' })).toBeVisible()
  })

  test('Show Debug Info: off hides debug info at once, without a reload', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'ui_kit_debug', value: '1', url: baseURL ?? 'http://localhost:3000' }])
    await page.goto('/ui-kit/Filter')
    await expect(page.locator('[data-debug-info]').first()).toBeVisible()
    let loads = 0
    page.on('load', () => loads++)

    await tabTo(page, page.getByRole('button', { name: 'Меню', exact: true }))
    await page.keyboard.press('Enter')
    const debugSwitch = page.getByRole('switch', { name: 'Show Debug Info' })
    await tabTo(page, debugSwitch)
    await page.keyboard.press('Space')
    await expect(debugSwitch).not.toBeChecked()
    await expect(page.locator('[data-debug-info]')).toHaveCount(0)
    await page.waitForTimeout(600)
    expect(loads).toBe(0)
  })
})
