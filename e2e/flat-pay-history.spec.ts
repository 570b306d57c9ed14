// The card beside its price: the ways to pay, the latest price change and the price history, and the
// building's documents with their JSON-LD in the server's HTML. At 375 and 1440 px, with a screenshot of each.
import { type APIRequestContext, expect, test } from '@playwright/test'

interface Card {
  id: number
  building_id: number
  price_drop: { percent: number } | null
}

/** A flat for sale in a handed-over building (its instalment applies) whose price fell in the last 30 days. */
async function fallenFlat(request: APIRequestContext): Promise<Card> {
  const response = await request.get('/api/properties/?type=flat&completion=completed&order=price_drop&limit=1')
  expect(response.ok()).toBe(true)
  const [flat] = ((await response.json()) as { results: Card[] }).results
  expect(flat?.price_drop).not.toBeNull()
  return flat!
}

test('the building page’s HTML states its documents, with a Residence in JSON-LD', async ({ request }) => {
  const flat = await fallenFlat(request)
  const html = await (await request.get(`/flats/building/${flat.building_id}`)).text()
  expect(html).toContain('Разрешение на строительство')
  expect(html).toContain('наш.дом.рф')
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!))
  const residence = ld.find((node) => node['@type'] === 'Residence')
  expect(residence.subjectOf.map((d: { '@type': string }) => d['@type'])).toEqual(['GovernmentPermit', 'DigitalDocument'])
})

for (const width of [375, 1440]) {
  test(`the card shows the ways to pay and the price history at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 })
    const flat = await fallenFlat(request)
    await page.goto(`/flats/${flat.id}`)
    await expect(page.getByTestId('flat-price-change')).toHaveText(/^Цена снижена на .+ \d{1,2}\u00a0[а-я]+/)
    const ways = page.getByRole('region', { name: 'Способы оплаты' })
    await expect(ways.getByTestId('flat-pay-full')).toHaveText(/₽/)
    await expect(ways.getByTestId('flat-pay-instalment')).toHaveText(/₽\/мес\./)
    await expect(ways.getByRole('button', { name: 'оценить мою квартиру' })).toBeVisible()
    await expect(page.getByRole('img', { name: /^График цены:/ })).toBeAttached()
    await expect(page.getByRole('region', { name: 'Документы и сроки' })).toContainText('Эскроу-счета')
    await page.screenshot({ path: `test-results/flat-pay-history-${width}.png`, fullPage: true })
  })
}
