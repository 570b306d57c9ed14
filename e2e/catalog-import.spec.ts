// The catalogue kept by a price list (issue 33): a sales manager uploads a CSV in the admin, sees the plan, applies it,
// and the public card and list — cached by both workers of the server — show the new price within a second; then
// «Откатить» puts the old price back.
import http from 'node:http'

import { expect, type Page, test } from '@playwright/test'

const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@novaya-zarya.example', password: process.env.ADMIN_PASSWORD ?? 'zarya-demo-2026' }

/** One GET on a fresh connection (the server's primary hands each to the next worker in turn): its body and cache verdict. */
function onNewConnection(baseURL: string, path: string): Promise<{ html: string; cache: string | undefined }> {
  const url = new URL(path, baseURL)
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname + url.search, agent: false, headers: { connection: 'close' } },
      (res) => {
        let html = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (html += chunk))
        res.on('end', () => resolve({ html, cache: res.headers['x-nextjs-cache'] as string | undefined }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

/** A price as the site prints it: digit groups split by a space of any kind. */
const printed = (price: number) => new RegExp(String(price).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]'))

async function signIn(page: Page) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(ADMIN.email)
  await page.locator('input[name="password"]').fill(ADMIN.password)
  await page.locator('button[type="submit"]').click()
  await expect(page.getByText('Свободные квартиры')).toBeVisible({ timeout: 30_000 })
}

test('a price list uploaded in the admin reaches the cached card and list of both workers within a second, and rolls back', async ({
  page,
  request,
  baseURL,
}) => {
  test.slow()
  const flat = ((await (await request.get('/api/properties/?type=flat&limit=1')).json()) as { results: { id: number; price: number }[] })
    .results[0]!
  const login = await request.post('/cms-api/users/login', { data: ADMIN })
  const token = ((await login.json()) as { token: string }).token
  const record = (await (
    await request.get(`/cms-api/properties/${flat.id}?depth=0`, { headers: { authorization: `JWT ${token}` } })
  ).json()) as {
    ref_id: string
  }
  const card = `/flats/${flat.id}`
  const newPrice = flat.price - 130_000

  // Both workers hold the card and the list in their page cache: two hits in a row each.
  for (const path of [card, '/flats']) {
    const verdicts: (string | undefined)[] = []
    for (let i = 0; i < 20 && !(verdicts.length >= 2 && verdicts.slice(-2).every((v) => v === 'HIT')); i++)
      verdicts.push((await onNewConnection(baseURL!, path)).cache)
    expect(verdicts.slice(-2), path).toEqual(['HIT', 'HIT'])
  }

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
  const applied = Date.now()
  // Four fresh connections each: two per worker, each must render the new price.
  for (let i = 0; i < 4; i++) {
    expect((await onNewConnection(baseURL!, card)).html, `card, request ${i + 1}`).toMatch(printed(newPrice))
    expect((await onNewConnection(baseURL!, '/flats')).html, `list, request ${i + 1}`).toMatch(printed(newPrice))
  }
  expect(Date.now() - applied).toBeLessThan(1_000)

  // «Откатить» on the import just applied: the old price is back on both workers.
  const history = page.getByRole('region', { name: 'История импортов' })
  page.once('dialog', (dialog) => void dialog.accept())
  await history.getByRole('button', { name: 'Откатить' }).first().click()
  await expect(page.getByRole('alert').filter({ hasText: 'Откат: восстановлено 1' })).toBeVisible({ timeout: 30_000 })
  for (let i = 0; i < 4; i++)
    expect((await onNewConnection(baseURL!, card)).html, `card after rollback, request ${i + 1}`).toMatch(printed(flat.price))
})
