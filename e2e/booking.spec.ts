// The built-in booking end to end: from a flat card, 'забронировать' leads to our /booking page;
// the form holds the flat, the confirmation states the deadline and the fixed price, the API reports the
// flat as booked, and the page then shows it as booked instead of the form.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

type Card = { id: number; ref_id: string; price: number; status: { value: string } }

/** A large flat of корпус 5 that is still available (the seed is deterministic; a rerun takes the next one). */
async function availableFlat(request: APIRequestContext): Promise<Card> {
  const response = await request.get('/api/properties/?type=flat&rooms=3&building=5&order=-area&limit=20')
  expect(response.ok()).toBe(true)
  const { results } = (await response.json()) as { results: Card[] }
  const flat = results.find((r) => r.status.value === 'available')
  expect(flat, 'an available flat to book').toBeDefined()
  return flat!
}

/** Hydration is done when React attached its handlers; the load event and a frame are enough here. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
}

const ruPrice = (rub: number) => `${new Intl.NumberFormat('ru-RU').format(rub).replace(/\s/g, ' ')} ₽`

test('a visitor books a flat from its card and sees the deadline; the flat is then booked', async ({ page, request }) => {
  test.setTimeout(180_000)
  const flat = await availableFlat(request)
  await page.setViewportSize({ width: 1440, height: 1000 })
  await page.goto(`/flats/${flat.id}`)
  const bookingLink = page.getByRole('link', { name: 'забронировать' }).first()
  // Empty booking_url in the site settings: the card links to our own page with the flat's ref_id.
  await expect(bookingLink).toHaveAttribute('href', `/booking?ID=${flat.ref_id}`)
  await settle(page)
  await bookingLink.click()
  // The navigation chain (redirect lookup, then the route; compiled on first visit in dev) may take a while.
  await expect(page).toHaveURL(new RegExp(`/booking\\?ID=${flat.ref_id}$`), { timeout: 90_000 })
  await settle(page)

  await expect(page.getByRole('heading', { level: 1, name: 'Забронировать квартиру' })).toBeVisible()
  await expect(page.getByText('Бесплатная бронь на 3 дня по фиксированной цене').first()).toBeVisible()
  await expect(page.getByTestId('booking-flat-price')).toHaveText(ruPrice(flat.price))
  const axe = await new AxeBuilder({ page }).analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

  // The server validates: an empty submit shows the Russian messages next to the fields.
  await page.getByRole('button', { name: 'забронировать' }).click()
  await expect(page.getByText('Укажите имя')).toBeVisible()
  await expect(page.getByText('Подтвердите согласие на обработку персональных данных')).toBeVisible()

  await page.getByRole('textbox', { name: /Имя/ }).fill('Ольга Петрова')
  await page.getByRole('textbox', { name: /Телефон/ }).pressSequentially('9215551234')
  await expect(page.getByRole('textbox', { name: /Телефон/ })).toHaveValue('+7 (921) 555-12-34')
  await page.getByText('Я согласен на обработку персональных данных').click()
  const before = Date.now()
  await page.getByRole('button', { name: 'забронировать' }).click()

  const confirmation = page.getByRole('status').filter({ hasText: 'Квартира забронирована до' })
  await expect(confirmation).toBeVisible()
  const heading = (await confirmation.getByRole('heading').textContent()) ?? ''
  expect(heading).toMatch(/^Квартира забронирована до \d{1,2} [а-я]+ \d{4}, \d{2}:\d{2} по московскому времени$/)
  await expect(page.getByTestId('booking-number')).toHaveText(/^№ \d+$/)
  // Three days from now in Moscow time (the day may be the 3rd or, near midnight, the 4th from today).
  const expected = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: 'numeric', month: 'long', year: 'numeric' })
    .format(new Date(before + 3 * 24 * 3600 * 1000))
    .replace(' г.', '')
  expect(heading).toContain(expected)
  await expect(page.getByTestId('booking-price')).toHaveText(ruPrice(flat.price))

  const detail = await request.get(`/api/properties/${flat.id}/`)
  expect(((await detail.json()) as Card).status.value).toBe('booked')

  // Coming back to the link: the page says the flat is booked and offers the catalogue instead of the form.
  await page.goto(`/booking?ID=${flat.ref_id}`)
  await expect(page.getByRole('heading', { name: 'Квартира уже забронирована' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'забронировать' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'выбрать другую квартиру' })).toHaveAttribute('href', '/flats')
})

test('a booking link without a known flat explains itself and leads to the catalogue', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto('/booking?ID=NO-SUCH-FLAT')
  await expect(page.getByRole('heading', { level: 1, name: 'Квартира не найдена' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'выбрать другую квартиру' })).toHaveAttribute('href', '/flats')
  await page.goto('/booking')
  await expect(page.getByRole('heading', { level: 1, name: 'Не выбрана квартира' })).toBeVisible()
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/)
})
