// Figures that agree and leads that carry their context, proved on a buyer's journey on a 375 px phone and on a
// 1440 px laptop — filter the flats, open a card, check that the card's monthly payment is the calculator's first
// offer, apply for a mortgage from that offer (a consultation request with the programme and the flat), then book the
// flat. And the home page's «от» figures, read from its server HTML, agree with the catalogue.
import { expect, type Page, test } from '@playwright/test'

import { catalogueFrom, ruArea, ruMillions } from './catalogue-figures'

type Card = { id: number; ref_id: string; price: number; area: number; full_mortgage_payment: number | null }

/** Hydration is done when React attached its handlers; the load event and a frame are enough here. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
}

/** The digits of a text: 'от 60 914 ₽/мес.' → 60914. */
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

const JOURNEYS = [
  { width: 375, height: 812, rooms: 2 },
  { width: 1440, height: 900, rooms: 1 },
] as const

for (const { width, height, rooms } of JOURNEYS) {
  test(`a buyer at ${width} px filters, opens a card, checks the payment, applies for a mortgage and books`, async ({ page, request }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width, height })

    // Filter: the filter lives in the URL (a shared link lands on the same list), here 2-room or 1-room flats by price.
    await page.goto(`/flats?rooms=${rooms}&order=price`)
    await settle(page)
    const first = page.locator('[data-card-id]').first()
    await expect(first).toBeVisible()
    const id = Number(await first.getAttribute('data-card-id'))
    const listMonthly = digits(await first.getByTestId('card-monthly').textContent())
    expect(listMonthly).toBeGreaterThan(0)

    // Open the card.
    await first.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`/flats/${id}$`), { timeout: 60_000 })
    await settle(page)
    const monthly = digits(await page.getByTestId('flat-monthly').textContent())
    expect(monthly).toBe(listMonthly)
    const api = (await (await request.get(`/api/properties/${id}/`)).json()) as Card
    expect(monthly).toBe(api.full_mortgage_payment)

    // The calculator, opened from the card, starts at the flat's exact price; its first offer is the card's figure.
    await page.getByRole('button', { name: 'рассчитать ипотеку' }).click()
    const calculator = page.getByRole('dialog', { name: 'Ипотечный калькулятор' })
    const firstOffer = calculator.locator('[data-offer-id]').first()
    await expect(firstOffer).toBeVisible({ timeout: 20_000 })
    expect(digits(await firstOffer.locator('[data-metric="payment"]').textContent())).toBe(monthly)
    expect(digits(await calculator.getByTestId('mortgage-best-payment').textContent())).toBe(monthly)
    const loan = calculator.getByText('Сумма кредита').locator('xpath=following-sibling::dd')
    expect(digits(await loan.textContent())).toBe(Math.round(api.price * 0.8))

    // Request a consultation about that offer: «оставить заявку на ипотеку» in the expanded offer.
    await firstOffer.getByRole('button').first().click()
    await firstOffer.getByRole('button', { name: 'оставить заявку на ипотеку' }).click()
    const panel = page.getByRole('dialog', { name: 'Заявка на ипотеку' })
    await expect(panel).toBeVisible()
    await expect(calculator).toHaveCount(0)
    await expect(panel.getByTestId('lead-subject')).toContainText(`№\u00a0`)
    await expect(panel.getByRole('link', { name: /политик/i })).toHaveAttribute('href', '/privacy')
    await panel.getByRole('textbox', { name: /Имя/ }).fill('Мария Соколова')
    await panel.getByRole('textbox', { name: /Телефон/ }).pressSequentially('9215557788')
    await panel.getByRole('button', { name: 'отправить заявку' }).click()
    await expect(panel.getByText('Спасибо, заявка принята')).toBeVisible({ timeout: 20_000 })
    await panel.getByRole('button', { name: 'Кнопка закрыть' }).click()

    // Book it.
    const booking = page.getByRole('link', { name: 'забронировать' }).first()
    await expect(booking).toHaveAttribute('href', `/booking?ID=${api.ref_id}`)
    await booking.click()
    await expect(page).toHaveURL(new RegExp(`/booking\\?ID=${api.ref_id}$`), { timeout: 60_000 })
    await settle(page)
    await page.getByRole('textbox', { name: /Имя/ }).fill('Мария Соколова')
    await page.getByRole('textbox', { name: /Телефон/ }).pressSequentially('9215557788')
    await page.getByText('Я согласен на обработку персональных данных').click()
    await expect(page.locator('form').getByRole('link', { name: /политик/i })).toHaveAttribute('href', '/privacy')
    await page.getByRole('button', { name: 'забронировать' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Квартира забронирована до' })).toBeVisible({ timeout: 20_000 })
    const after = (await (await request.get(`/api/properties/${id}/`)).json()) as { status: { value: string } }
    expect(after.status.value).toBe('booked')
  })
}

test('the home page’s «от» figures, in its server HTML, are the catalogue’s', async ({ request }) => {
  const { layouts } = (await (await request.get('/api/main_page/')).json()) as { layouts: { rooms: number; title: string }[] }
  expect(layouts.length).toBeGreaterThan(0)
  /** The figures the page shows that differ from the catalogue's (none when they agree). */
  const disagreements = async (): Promise<string[]> => {
    const html = (await (await request.get('/')).text()).replace(/[\u00a0\u202f]/g, ' ')
    const missing: string[] = []
    for (const layout of layouts) {
      const from = await catalogueFrom(request, layout.rooms)
      expect(from.price, `rooms=${layout.rooms} has flats for sale`).toBeGreaterThan(0)
      for (const figure of [ruMillions(from.price!), ruArea(from.area!)])
        if (!html.includes(figure)) missing.push(`${layout.title}: ${figure}`)
    }
    return missing
  }
  // An earlier test's booking reaches the cached page within seconds of its commit, not at once.
  await expect.poll(disagreements, { timeout: 10_000, intervals: [500] }).toEqual([])
  const html = await (await request.get('/')).text()
  // The footer links the privacy policy, which the CMS serves at /privacy.
  expect(html).toContain('href="/privacy"')
  const privacy = await request.get('/privacy')
  expect(privacy.status()).toBe(200)
  expect(await privacy.text()).toContain('Политика в отношении обработки персональных данных')
})
