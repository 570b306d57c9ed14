// The lead forms end to end: the consultation side panel opened from the header, a request
// stored as a lead (checked through Payload's REST as the admin), the validation messages, and axe.
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { adminToken } from './admin'

interface StoredLead {
  name: string
  phone: string
  comment?: string | null
  page_url?: string | null
  utm_source?: string | null
  utm_campaign?: string | null
  type: string
}

/** The newest leads, read through Payload's REST (/cms-api) with an admin session. */
async function latestLeads(request: APIRequestContext): Promise<StoredLead[]> {
  const token = await adminToken(request)
  const response = await request.get('/cms-api/leads?sort=-createdAt&limit=5&depth=0', { headers: { Authorization: `JWT ${token}` } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { docs: StoredLead[] }).docs
}

/** Hydration is done when React attached its handlers; the load event and a frame are enough here. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load')
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 150))))
}

async function openConsultation(page: Page, path = '/test') {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(path)
  await settle(page)
  await page.locator('header [data-consult="desktop"]:visible').click()
  const dialog = page.getByRole('dialog', { name: 'Получить консультацию' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('consultation side panel', () => {
  test('opens from the header, sends the request, shows the confirmation and stores the lead', async ({ page, request }) => {
    const dialog = await openConsultation(page, '/test?utm_source=e2e&utm_campaign=forms')
    const name = `Тест Формы ${Date.now().toString(36).replace(/\d/g, '')}`
    await dialog.getByLabel('Имя').fill(name)
    await dialog.getByLabel('Телефон').pressSequentially('89991234567')
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (999) 123-45-67')
    await dialog.getByLabel('Комментарий').fill('Перезвоните после шести')
    await dialog.getByRole('button', { name: 'отправить заявку' }).click()
    // The first lead of a fresh server may wait for the database; the budget covers a cold dev compile too.
    await expect(dialog.getByRole('status')).toContainText('Спасибо, заявка принята', { timeout: 30_000 })

    const lead = (await latestLeads(request)).find((l) => l.name === name)
    expect(lead).toMatchObject({
      type: 'consultation',
      phone: '+79991234567',
      comment: 'Перезвоните после шести',
      page_url: '/test',
      utm_source: 'e2e',
      utm_campaign: 'forms',
    })

    await dialog.getByRole('button', { name: 'Кнопка закрыть' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.locator('header [data-consult="desktop"]:visible')).toBeFocused()
  })

  test('an empty submit shows the messages and focuses the first invalid field; nothing is sent', async ({ page }) => {
    const dialog = await openConsultation(page)
    let posted = false
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/requests')) posted = true
    })
    await dialog.getByRole('button', { name: 'отправить заявку' }).click()
    await expect(dialog.getByText('Укажите имя')).toBeVisible()
    await expect(dialog.getByText('Укажите номер телефона')).toBeVisible()
    await expect(dialog.getByLabel('Имя')).toBeFocused()
    await expect(dialog.getByLabel('Телефон')).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByLabel('Телефон').pressSequentially('999')
    await dialog.getByRole('button', { name: 'отправить заявку' }).click()
    await expect(dialog.getByText('Укажите российский номер телефона, например +7 999 123-45-67')).toBeVisible()
    expect(posted).toBe(false)
  })

  test('a failed send shows the error and «отправить повторно» keeps what was typed', async ({ page }) => {
    const dialog = await openConsultation(page)
    await page.route('**/api/requests/', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }))
    await dialog.getByLabel('Имя').fill('Мария')
    await dialog.getByLabel('Телефон').pressSequentially('9211234567')
    await dialog.getByRole('button', { name: 'отправить заявку' }).click()
    await expect(dialog.getByRole('alert')).toContainText('произошла ошибка')
    await dialog.getByRole('button', { name: 'отправить повторно' }).click()
    await expect(dialog.getByLabel('Имя')).toHaveValue('Мария')
    await expect(dialog.getByLabel('Телефон')).toHaveValue('+7 (921) 123-45-67')
  })

  test('Escape closes the panel and returns focus to the header button', async ({ page }) => {
    const dialog = await openConsultation(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.locator('header [data-consult="desktop"]:visible')).toBeFocused()
  })

  test('axe finds no violations in the open panel, with and without messages', async ({ page }) => {
    const dialog = await openConsultation(page)
    // The slide-in animation must finish, or axe measures contrast against a half-faded overlay.
    await page.waitForTimeout(500)
    const scan = () => new AxeBuilder({ page }).include('[role="dialog"]').analyze()
    expect((await scan()).violations).toEqual([])
    await dialog.getByRole('button', { name: 'отправить заявку' }).click()
    await expect(dialog.getByText('Укажите имя')).toBeVisible()
    expect((await scan()).violations).toEqual([])
  })
})
