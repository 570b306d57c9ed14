// A buyer who came from a Yandex Direct ad (?utm_source=yandex&yclid=…) sends a consultation from a later page: the
// click the site's cookie kept reaches the lead in the admin's sidebar, the leads CSV and a (fake) Bitrix24 that
// «Интеграции с CRM» points at. README «Подключение CRM».
import { expect, type Page, test } from '@playwright/test'

import { FakeBitrix24 } from '../src/features/delivery/testing/fake-bitrix24'
import { adminToken, signIn } from './admin'

const YCLID = `${Date.now()}`
// A phone no earlier test used: Bitrix24 mode «comment» adds a repeat buyer's lead to their earlier one as a comment,
// and the leads the journeys before this one sent reach the fake CRM together with this one.
const PHONE = `9${YCLID.slice(-9)}`

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
}

test('a consultation carries its ad click into the admin, the CSV and the CRM', async ({ page, request }) => {
  test.setTimeout(60_000)
  const bitrix = await new FakeBitrix24().start()
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const settings = (bitrix24: Record<string, unknown>) =>
    request.post('/cms-api/globals/crm-integrations', { data: { bitrix24 }, headers: auth })
  try {
    expect((await settings({ enabled: true, new_webhook_url: bitrix.webhookUrl, source_id: 'WEB' })).ok()).toBe(true)

    // The ad click, then a direct visit to another page: the form there has no tags in its address.
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto(`/test?utm_source=yandex&utm_medium=cpc&yclid=${YCLID}`)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('nz_attr')
    await page.goto('/test')
    await settle(page)
    await page.locator('header [data-consult="desktop"]:visible').click()
    const dialog = page.getByRole('dialog', { name: 'Получить консультацию' })
    await dialog.getByLabel('Имя').fill('Вера Директ')
    await dialog.getByLabel('Телефон').pressSequentially(PHONE)
    const sent = page.waitForResponse((response) => response.url().includes('/api/requests/') && response.request().method() === 'POST')
    await dialog.getByRole('button', { name: 'отправить заявку' }).click()
    const { id } = (await (await sent).json()) as { id: number }

    // The fake CRM: the lead with its campaign fields and the click in the comments.
    await expect
      .poll(() => bitrix.leads.find((lead) => lead.ORIGIN_ID === String(id)), { timeout: 20_000 })
      .toMatchObject({ UTM_SOURCE: 'yandex', UTM_MEDIUM: 'cpc', SOURCE_ID: 'WEB' })
    expect(String(bitrix.leads.find((lead) => lead.ORIGIN_ID === String(id))!.COMMENTS)).toContain(`Клик Яндекс Директа (yclid): ${YCLID}`)

    // The CSV.
    const csv = await (await request.get(`/cms-api/leads/export.csv?where[id][equals]=${id}`, { headers: auth })).text()
    const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n')
    const cells = Object.fromEntries(header!.split(';').map((name, index) => [name, row!.split(';')[index]]))
    expect(cells).toMatchObject({ utm_source: 'yandex', utm_medium: 'cpc', yclid: YCLID })

    // The admin's sidebar.
    await signIn(page)
    await page.goto(`/admin/collections/leads/${id}`)
    await expect(page.getByLabel('Клик Яндекс Директа', { exact: true })).toHaveValue(YCLID)
    await expect(page.getByLabel('Источник (utm_source)')).toHaveValue('yandex')
    await expect(page.getByLabel('Страница входа')).toHaveValue(`/test?utm_source=yandex&utm_medium=cpc&yclid=${YCLID}`)
  } finally {
    await settings({ enabled: false })
    await bitrix.close()
  }
})
