// The main page and the sunrise page end to end: every CMS section is on the page, the hero
// carousel works from the keyboard, the sunrise mobile sticky button follows the main screen, axe is clean.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

/** Section headings of the seeded main page (src/cms/seed/content/main-page.ts), in page order. */
const MAIN_HEADINGS = [
  'ГК «Горизонт»',
  'История места',
  'Планировки',
  'Почему «Новая Заря»',
  'Архитектура света',
  'Люди «Новой Зари»',
  'Всё нужное рядом',
  'Галерея',
  'Получить консультацию',
]

const SUNRISE_HEADINGS = [
  'Что дают угловые окна',
  'Планировки с окнами-рассвет',
  'Как устроено угловое остекление',
  'Рассвет в цифрах',
  'Угловое остекление — в каждом корпусе',
  'Об окнах',
  'Получить консультацию',
]

/** Waits for hydration: the load event and a couple of frames. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))))
}

test.describe('main page', () => {
  test('renders every section with its CMS heading under the hidden h1', async ({ page }) => {
    await page.goto('/')
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText('Главная страница')
    await expect(h1).toHaveClass(/visually-hidden/)
    await expect(page.getByRole('region', { name: 'Первые экраны' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Дом, где утро начинается с рассвета' })).toBeVisible()
    // The typographer glues short words with no-break spaces; the CMS titles have plain ones.
    const headings = (await page.locator('main h2').allTextContents()).map((text) => text.replace(/\u00a0/g, ' '))
    const order = MAIN_HEADINGS.map((title) => headings.indexOf(title))
    expect(order.every((i) => i >= 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    for (const title of MAIN_HEADINGS) await expect(page.getByRole('region', { name: title })).toBeAttached()
  })

  test('the hero carousel moves with its arrows, dots and the keyboard', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await settle(page)
    const hero = page.getByRole('region', { name: 'Первые экраны' })
    await hero.getByRole('button', { name: 'Следующий слайд' }).click()
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText('Пять корпусов у воды')
    await page.keyboard.press('ArrowRight')
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText('Набережная в двух минутах')
    await hero.getByRole('button', { name: /^Слайд 1:/ }).click()
    await expect(hero.getByRole('heading', { level: 2 })).toHaveText('Дом, где утро начинается с рассвета')
  })

  test('only the first hero image loads with priority; layout cards lead to the flats filtered by rooms', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
    // The price strip under the hero links the same room types: the cards are the layouts block's.
    const layouts = page.getByRole('region', { name: 'Планировки' })
    await expect(layouts.getByRole('link', { name: 'Студии' })).toHaveAttribute('href', '/flats?rooms=0')
    await expect(layouts.getByRole('link', { name: 'Двухкомнатные' })).toHaveAttribute('href', '/flats?rooms=2')
  })

  for (const [label, viewport, crop] of [
    ['a phone held upright', { width: 412, height: 915 }, true],
    ['a portrait tablet', { width: 768, height: 1024 }, false],
    ['a desktop', { width: 1440, height: 900 }, false],
  ] as const) {
    test(`the hero picture on ${label} is ${crop ? 'its portrait crop' : 'the landscape file'}`, async ({ page }) => {
      // A screen-tall hero on a phone shows a ~490 px wide slice of the 1920 px picture: the crop is that slice.
      await page.setViewportSize(viewport)
      for (const path of ['/', '/yards', '/sunrise']) {
        await page.goto(path)
        const hero = page.locator('img[fetchpriority="high"]')
        await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toBeTruthy()
        const file = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
        if (crop) expect(file, path).toMatch(/-608x1080\.webp$/)
        else expect(file, path).not.toMatch(/-608x1080\.webp$/)
      }
    })
  }

  test('a gallery photo opens in the fullscreen viewer', async ({ page }) => {
    await page.goto('/')
    await settle(page)
    await page.getByRole('button', { name: /^Открыть фото: Корпуса «Новой Зари» с Невы/ }).click()
    const viewer = page.getByRole('dialog', { name: 'Галерея' })
    await expect(viewer.getByText('1 / 8')).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(viewer.getByText('2 / 8')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(viewer).toBeHidden()
  })
})

test.describe('sunrise page', () => {
  test('renders its main screen as the h1 and every section with its CMS heading', async ({ page }) => {
    await page.goto('/sunrise')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Окна-рассвет')
    for (const title of SUNRISE_HEADINGS) await expect(page.getByRole('heading', { level: 2, name: title })).toBeAttached()
    await expect(page.getByRole('link', { name: 'выбрать квартиру с угловым окном' })).toHaveAttribute(
      'href',
      '/flats?features=corner_glazing',
    )
  })

  test('on a phone the sticky "в магазин квартир" appears after the main screen and leads to /flats', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/sunrise')
    await settle(page)
    // The advantage block has a CMS button with the same words (to the filtered shop); the sticky one goes to /flats.
    const sticky = page.getByRole('link', { name: 'в магазин квартир', exact: true }).and(page.locator('[href="/flats"]'))
    await expect(page.locator('[inert] a[href="/flats"]')).toHaveCount(1)
    await expect(sticky).toBeHidden()
    await page.getByRole('heading', { level: 2, name: 'Что дают угловые окна' }).scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 400)
    await expect(sticky).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(sticky).toBeHidden()
    await page.mouse.wheel(0, 1600)
    await expect(sticky).toBeVisible()
    await sticky.click()
    await expect(page).toHaveURL(/\/flats$/)
  })

  test('the sticky button never shows on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/sunrise')
    await settle(page)
    await page.mouse.wheel(0, 2500)
    await page.waitForTimeout(500)
    await expect(page.locator('[data-visible]', { hasText: 'в магазин квартир' })).toBeHidden()
  })
})

test.describe('content pages: axe', () => {
  for (const path of ['/', '/sunrise']) {
    for (const width of [375, 1440]) {
      test(`${path} has no axe violations at ${width}px`, async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' })
        await page.setViewportSize({ width, height: 900 })
        await page.goto(path)
        await settle(page)
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
      })
    }
  }
})
