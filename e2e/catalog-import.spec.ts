// The catalogue kept by a price list (docs/catalog-sync.md): a sales manager uploads a CSV in the admin, sees the
// plan, applies it, and the public card and list — cached by both workers of the server — show the new price on the
// very next request; then «Откатить» puts the old price back. How fast that is lives in bench/scale-out, not here.
import { expect, test } from '@playwright/test'

import { adminToken, signIn } from './admin'
import { onNewConnection, printedPrice, warmOnEveryWorker } from './fresh-connection'

test('a price list uploaded in the admin reaches the cached card and list of both workers at once, and rolls back', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow()
  const base = baseURL!
  const flat = ((await (await request.get('/api/properties/?type=flat&limit=1')).json()) as { results: { id: number; price: number }[] })
    .results[0]!
  const token = await adminToken(request)
  const record = (await (
    await request.get(`/cms-api/properties/${flat.id}?depth=0`, { headers: { authorization: `JWT ${token}` } })
  ).json()) as {
    ref_id: string
  }
  const card = `/flats/${flat.id}`
  const newPrice = flat.price - 130_000

  // Both workers hold the card and the list in their page cache: two hits in a row each.
  for (const path of [card, '/flats']) expect((await warmOnEveryWorker(base, path)).slice(-2), path).toEqual(['HIT', 'HIT'])

  await signIn(page)
  await page.goto('/admin/collections/catalog-imports')
  await expect(page.getByRole('heading', { name: 'Импорт прайса' })).toBeVisible()
  await page.getByLabel('Файл прайс-листа').setInputFiles({
    name: 'прайс.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Код в CRM;Цена, руб.\r\n${record.ref_id};${newPrice}\r\n`, 'utf8'),
  })
  await page.getByRole('button', { name: 'Показать план' }).click()
  const plan = page.getByRole('region', { name: 'План импорта' })
  await expect(plan).toBeVisible({ timeout: 30_000 })
  await expect(plan).toContainText(record.ref_id)

  await page.getByRole('button', { name: 'Применить' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Применено: 1 цен' })).toBeVisible({ timeout: 30_000 })
  // Four fresh connections each, asked at once with no retry: two per worker, each must render the new price.
  for (let i = 0; i < 4; i++) {
    expect((await onNewConnection(base + card)).text, `card, request ${i + 1}`).toMatch(printedPrice(newPrice))
    expect((await onNewConnection(`${base}/flats`)).text, `list, request ${i + 1}`).toMatch(printedPrice(newPrice))
  }

  // «Откатить» on the import just applied: the old price is back on both workers.
  const history = page.getByRole('region', { name: 'История импортов' })
  page.once('dialog', (dialog) => void dialog.accept())
  await history.getByRole('button', { name: 'Откатить' }).first().click()
  await expect(page.getByRole('alert').filter({ hasText: 'Откат: восстановлено 1' })).toBeVisible({ timeout: 30_000 })
  for (let i = 0; i < 4; i++)
    expect((await onNewConnection(base + card)).text, `card after rollback, request ${i + 1}`).toMatch(printedPrice(flat.price))
})
