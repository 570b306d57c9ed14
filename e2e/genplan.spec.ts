// The interactive master plan (SPEC §2.3 building/section tooltip) on the flats list: choosing a
// section puts it into the URL's `section` filter and the list shows exactly the API's flats of it.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

interface GenplanAnswer {
  results: { number: number; sections: { id: number; number: number; count: number }[] }[]
}

/** The demo complex's корпус 3, секция 2 as the API describes it. */
async function sectionOf(request: APIRequestContext, building: number, number: number) {
  const genplan = (await (await request.get('/api/genplan/')).json()) as GenplanAnswer
  const section = genplan.results.find((b) => b.number === building)?.sections.find((s) => s.number === number)
  if (!section) throw new Error(`корпус ${building}, секция ${number} is not in /api/genplan/`)
  return section
}

async function apiCount(request: APIRequestContext, query: string): Promise<number> {
  const answer = (await (await request.get(`/api/properties/?type=flat&${query}`)).json()) as { count: number }
  return answer.count
}

/** The section's button on the plan: its accessible name starts with its title. */
const sectionButton = (page: Page, building: number, number: number) =>
  page.getByRole('button', { name: new RegExp(`^Корпус ${building}, секция ${number}\\s—`) })

/** The number the list screen shows as its result count ('97 квартир'). */
const shownCount = async (page: Page) => Number(((await page.getByTestId('shop-count').textContent()) ?? '').replace(/\D/g, ''))

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
}

test.describe('master plan on /flats', () => {
  test('choosing a section filters the list by it; cancelling the choice removes it', async ({ page, request }) => {
    const section = await sectionOf(request, 3, 2)
    const expected = await apiCount(request, `section=${section.id}`)
    expect(expected).toBe(section.count)

    await page.goto('/flats')
    await settle(page)
    const button = sectionButton(page, 3, 2)
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await button.click()

    const tooltip = page.getByRole('dialog', { name: 'корпус 3, секция 2' })
    await expect(tooltip).toBeVisible()
    await expect(tooltip.getByText('стройка', { exact: true })).toBeVisible()
    await expect(tooltip.getByText('студии', { exact: true })).toBeVisible()
    await tooltip.getByRole('button', { name: 'выбрать' }).click()

    await expect(tooltip).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`[?&]section=${section.id}(?:[&,]|$)`))
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => shownCount(page)).toBe(expected)

    // The choice is a toggle: the same tooltip now offers to cancel it.
    await button.click()
    await tooltip.getByRole('button', { name: 'отменить выбор' }).click()
    await expect(page).not.toHaveURL(new RegExp(`[?&]section=`))
    await expect(button).toHaveAttribute('aria-pressed', 'false')
  })

  test('the keyboard reaches the tooltip and Escape returns to the section; no axe violations', async ({ page }) => {
    await page.goto('/flats')
    await settle(page)
    const button = sectionButton(page, 1, 1)
    await button.focus()
    const tooltip = page.getByRole('dialog', { name: 'корпус 1, секция 1' })
    await expect(tooltip).toBeVisible()
    await expect(tooltip.getByText('дом сдан', { exact: true })).toBeVisible()

    await page.keyboard.press('Enter')
    await expect(tooltip.getByRole('button', { name: 'выбрать' })).toBeFocused()
    const { violations } = await new AxeBuilder({ page }).include('svg[aria-label="Генплан"]').include('[role="dialog"]').analyze()
    expect(violations).toEqual([])

    await page.keyboard.press('Escape')
    await expect(tooltip).toBeHidden()
    await expect(button).toBeFocused()
  })

  test("the 'списком' view chooses a section too", async ({ page, request }) => {
    const section = await sectionOf(request, 5, 1)
    await page.goto('/flats')
    await settle(page)
    await page.getByRole('button', { name: 'списком', exact: true }).click()
    const choose = page.getByRole('button', { name: 'выбрать', description: new RegExp(`^Корпус 5, секция 1\\s—`) })
    await choose.click()
    await expect(page).toHaveURL(new RegExp(`[?&]section=${section.id}(?:[&,]|$)`))
    await expect.poll(() => shownCount(page)).toBe(await apiCount(request, `section=${section.id}`))
  })

  test('on a phone the tooltip is a bottom sheet inside the viewport', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/flats')
    await settle(page)
    // On a phone the plan starts folded, one tap away: the results come first.
    await page.getByRole('button', { name: 'на генплане' }).click()
    await sectionButton(page, 2, 1).click()
    const sheet = page.getByRole('dialog', { name: 'корпус 2, секция 1' })
    await expect(sheet).toBeVisible()
    // Measure where the sheet rests, not a frame of its slide-up.
    await sheet.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)))
    const box = (await sheet.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
    expect(box.y + box.height).toBeLessThanOrEqual(740.5)
    await expect(sheet.getByRole('button', { name: 'выбрать' })).toBeInViewport()
  })
})
