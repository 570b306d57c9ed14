// The location and yards pages end to end: CMS content, the offline district map, the panorama
// poster, every yards block heading, and axe at phone and desktop widths.
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

interface LocationData {
  title: string
  map: { points: { title: string }[] }
  district_panorama: { title: string | null }
  school_kindergarten: { title: string; items: { title: string }[] }
}
type Block = { title?: string | null } | null

const WIDTHS = [375, 1440] as const

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
}

test.describe('/location', () => {
  test('shows the title, the offline map with one marker per point, the panorama poster, school and kindergarten', async ({
    page,
    request,
  }) => {
    const data = (await (await request.get('/api/infrastructure/')).json()) as LocationData
    await page.goto('/location')
    await expect(page.getByRole('heading', { level: 1, name: data.title })).toBeVisible()

    const map = page.getByRole('region', { name: 'Карта района' })
    await expect(map.locator('[data-map="schematic"]')).toBeVisible()
    await expect(map.getByRole('button')).toHaveCount(data.map.points.length)
    for (const point of data.map.points)
      await expect(map.getByRole('button', { name: new RegExp(`^\\d+\\. ${escape(point.title)}`) })).toBeAttached()

    // A card and its marker light up together.
    await settle(page)
    const first = data.map.points[0]!.title
    await page
      .getByRole('listitem')
      .getByRole('button', { name: new RegExp(escape(first)) })
      .focus()
    await expect(map.getByRole('button', { name: new RegExp(`^\\d+\\. ${escape(first)}`) })).toHaveAttribute('data-active', 'true')

    if (data.district_panorama.title)
      await expect(page.getByRole('heading', { level: 2, name: data.district_panorama.title })).toBeVisible()
    await expect(page.getByRole('button', { name: /360°/ })).toBeVisible()

    await expect(page.getByRole('heading', { level: 2, name: data.school_kindergarten.title })).toBeVisible()
    for (const item of data.school_kindergarten.items) await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible()
  })

  test('no map marker covers another on a phone, so each can be read and tapped (WCAG 2.5.8)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 })
    await page.goto('/location')
    await settle(page)
    const markers = page.getByRole('region', { name: 'Карта района' }).getByRole('button')
    const boxes = await markers.evaluateAll((buttons) =>
      buttons.map((button) => {
        const { left, top, right, bottom } = button.getBoundingClientRect()
        return { name: button.getAttribute('aria-label'), left, top, right, bottom }
      }),
    )
    expect(boxes.length).toBeGreaterThan(1)
    const overlaps: string[] = []
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) overlaps.push(`${a.name} × ${b.name}`)
    expect(overlaps).toEqual([])
    const { violations } = await new AxeBuilder({ page }).withRules(['target-size']).include('[data-map="schematic"]').analyze()
    expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
  })

  test('the panorama starts without crashing, in 3D or as the flat picture', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/location')
    await settle(page)
    await page.getByRole('button', { name: /360°/ }).click()
    await expect(page.getByRole('button', { name: 'во весь экран' })).toBeVisible({ timeout: 20_000 })
    expect(errors).toEqual([])
  })
})

test.describe('/yards', () => {
  test('shows the title and every block heading from the CMS', async ({ page, request }) => {
    const data = (await (await request.get('/api/parks_courtyards/')).json()) as Record<string, Block> & { title: string }
    await page.goto('/yards')
    await expect(page.getByRole('heading', { level: 1, name: data.title })).toBeVisible()
    const blocks = [
      'communication_area_block',
      'advantage_block',
      'park_features_block',
      'settle_down_nearby_block_first',
      'settle_down_nearby_block_second',
      'sport_block',
      'herbarium_block',
    ]
    for (const key of blocks) {
      const title = data[key]?.title
      expect(title, key).toBeTruthy()
      await expect(page.getByRole('heading', { level: 2, name: title! })).toBeAttached()
    }
    await expect(page.getByRole('region', { name: 'Галерея' })).toBeAttached()
    await expect(page.getByRole('button', { name: 'получить консультацию' })).toBeAttached()
  })

  test('the slider turns with the keyboard', async ({ page }) => {
    await page.goto('/yards')
    await settle(page)
    const carousel = page.locator('[aria-roledescription="carousel"]').first()
    await carousel.getByRole('button', { name: 'Следующий слайд' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(carousel.getByRole('group', { name: /^2 из/ })).toHaveAttribute('aria-hidden', 'false')
  })
})

for (const path of ['/location', '/yards']) {
  for (const width of WIDTHS) {
    test(`${path} has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      await settle(page)
      const { violations } = await new AxeBuilder({ page }).analyze()
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
