// «Следить за ценой» on a flat's card: the button under the price opens the e-mail form; a sent form waits for the
// letter's confirmation (double opt-in), stored as a pending subscription. At 375 and 1440 px, with screenshots.
import { expect, test } from '@playwright/test'

import { adminToken } from './admin'

for (const width of [375, 1440]) {
  test(`the card's «Следить за ценой» form subscribes by e-mail at ${width} px`, async ({ page, request }) => {
    const list = await request.get('/api/properties/?type=flat&status=available&limit=1')
    const [flat] = ((await list.json()) as { results: { id: number }[] }).results
    await page.setViewportSize({ width, height: width < 768 ? 800 : 900 })
    await page.goto(`/flats/${flat!.id}`)
    await page.waitForLoadState('load')

    await page.getByRole('button', { name: 'Следить за ценой' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Следить за ценой' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Подписаться' }).click()
    await expect(dialog.getByText('Укажите e-mail')).toBeVisible()
    await expect(dialog.getByText('Отметьте согласие на обработку персональных данных')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`watch-form-${width}.png`) })

    const email = `watch-${width}-${Date.now()}@example.ru`
    await dialog.getByLabel('E-mail').fill(email)
    await dialog.getByRole('checkbox').check()
    await dialog.getByRole('button', { name: 'Подписаться' }).click()
    await expect(dialog.getByRole('status')).toContainText('Проверьте почту', { timeout: 15_000 })

    const token = await adminToken(request)
    const stored = await request.get(`/cms-api/watch-subscriptions?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const { docs } = (await stored.json()) as { docs: { status: string; kind: string; property: number; token?: string }[] }
    expect(docs).toEqual([expect.objectContaining({ status: 'pending', kind: 'flat', property: flat!.id })])
    // The link's secret never leaves the server, not even to the back office.
    expect(docs[0]!.token).toBeUndefined()
  })
}
