// One flat, one payment, one price, wherever a buyer reads them: the card, its calculator and /mortgage reached from
// the card give the same monthly payment, and a price typed in rubles on /mortgage never turns into trillions. At 375
// and 1440 px.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

interface Flat {
  id: number
  price: number
  full_mortgage_payment: number | null
  building_id: number
  floor: number
}

/** A flat for sale whose price is not a whole tenth of a million (the case that rounded) and that has a payment. */
async function oddFlat(request: APIRequestContext): Promise<Flat> {
  const response = await request.get('/api/properties/?type=flat&status=available&limit=100')
  expect(response.ok()).toBe(true)
  const { results } = (await response.json()) as { results: Flat[] }
  const withPayment = results.filter((f) => f.full_mortgage_payment)
  return withPayment.find((f) => f.price % 100_000 !== 0) ?? withPayment[0]!
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 200))))
}

/** The largest figure in millions the page shows («10 010 000 млн ₽» → 10 010 000), 0 when none. */
async function largestMillions(page: Page): Promise<number> {
  // The price field's own text with the unit after it («10010000» and «млн ₽» made «10 010 000 млн ₽»).
  const price = page.getByRole('textbox', { name: 'Стоимость квартиры' })
  const suffixId = ((await price.getAttribute('aria-describedby')) ?? '').split(' ')[0]
  const field = `${await price.inputValue()} ${await page.locator(`[id="${suffixId}"]`).innerText()}`
  const text = `${field}\n${await page.locator('main').innerText()}`
  const figures = [...text.matchAll(/(\d[\d\s\u00a0]*(?:,\d+)?)[\s\u00a0]*млн/g)].map((m) =>
    Number(m[1]!.replace(/[\s\u00a0]/g, '').replace(',', '.')),
  )
  return Math.max(0, ...figures)
}

for (const width of [375, 1440]) {
  test.describe(`prices agree at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 900 } })

    test('the card, its calculator and /mortgage from the card give the same payment', async ({ page, request }) => {
      const flat = await oddFlat(request)
      await page.goto(`/flats/${flat.id}`)
      await settle(page)
      const card = digits(await page.getByTestId('flat-monthly').first().textContent())
      expect(card).toBe(flat.full_mortgage_payment)

      await page.getByRole('button', { name: 'рассчитать ипотеку' }).click()
      const dialog = page.getByRole('dialog', { name: 'Ипотечный калькулятор' })
      await expect(dialog.getByTestId('mortgage-best-payment')).toHaveText(/\d/)
      expect(digits(await dialog.getByTestId('mortgage-best-payment').textContent())).toBe(card)
      await dialog.getByRole('button', { name: /закрыть/i }).click()

      await page.getByRole('link', { name: 'все программы для этой квартиры' }).click()
      await expect(page).toHaveURL(new RegExp(`/mortgage\\?property=${flat.id}$`))
      await settle(page)
      const price = page.getByRole('textbox', { name: 'Стоимость квартиры' })
      await expect(price).toHaveValue((flat.price / 1_000_000).toLocaleString('ru-RU', { maximumFractionDigits: 3 }))
      await expect(page.getByTestId('mortgage-results')).toHaveAttribute('aria-busy', 'false')
      await expect.poll(async () => digits(await page.getByTestId('mortgage-best-payment').textContent())).toBe(card)
    })

    test('one flat reads as one short price on the floor plan and in the шахматка', async ({ page, request }) => {
      const flat = await oddFlat(request)
      // lib/money's rule: a flat's own short price is exact to 10 000 ₽ (11 950 000 ₽ is «11,95 млн», never «12 млн»).
      const short = `${(Math.round(flat.price / 10_000) / 100).toLocaleString('ru-RU')}\u00a0млн`
      // From outside: the floor page's server HTML names the flat at that price.
      const html = await (await request.get(`/flats/building/${flat.building_id}/floor/${flat.floor}`)).text()
      expect(html).toContain(short)
      await page.goto(`/flats/chess?building=${flat.building_id}`)
      await settle(page)
      await expect(page.locator(`a[href$="/flats/${flat.id}"]`).first()).toContainText(short)
    })

    test('a price typed in rubles on /mortgage never shows a figure above 1 000 млн', async ({ page }) => {
      const statuses: number[] = []
      page.on('response', (response) => {
        if (response.url().includes('/api/mortgage')) statuses.push(response.status())
      })
      await page.goto('/mortgage')
      await settle(page)
      const price = page.getByRole('textbox', { name: 'Стоимость квартиры' })
      await price.fill('')
      await price.pressSequentially('10010000')
      await expect(page.getByText('Сумма кредита').locator('xpath=following-sibling::*[1]')).toHaveText(
        /^8[\s\u00a0]008[\s\u00a0]000[\s\u00a0]₽$/,
      )
      await expect(page.getByTestId('mortgage-results')).toHaveAttribute('aria-busy', 'false')
      expect(await largestMillions(page)).toBeLessThanOrEqual(1000)
      await price.blur()
      await expect(price).toHaveValue('10,01')
      expect(await largestMillions(page)).toBeLessThanOrEqual(1000)

      // Beyond a flat's price: refused with a message, nothing asked of the API.
      await price.fill('99999999999')
      await expect(page.getByRole('alert').filter({ hasText: 'не больше 1 000 млн ₽' })).toBeVisible()
      expect(await largestMillions(page)).toBeLessThanOrEqual(1000)
      await page.waitForTimeout(500)
      expect(statuses.filter((status) => status >= 400)).toEqual([])
    })
  })
}
