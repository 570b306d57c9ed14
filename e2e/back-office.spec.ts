// The back office in the browser: an editor changes the hero title as a draft, sees it in Payload's
// live preview beside the form, the public page stays as it was, and «Опубликовать» puts it on the site within
// 2 s. Also: the admin is Russian in an English browser, an editor's menu has no sales, the dashboard summary.
import { expect, test } from '@playwright/test'

import { ADMIN, adminToken, publicHeroTitle, signIn } from './admin'

const EDITOR = { email: `editor-e2e-${Date.now()}@novaya-zarya.example`, password: 'editor-e2e-2026' }

type MainPage = { screens: { id: string; title: string }[] }

test.describe('back office', () => {
  // Payload's admin answers in the browser's language when it can: this browser asks for English.
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' }, viewport: { width: 1440, height: 900 } })

  let original: string
  let token: string

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request)
    const created = await request.post('/cms-api/users', {
      headers: { Authorization: `JWT ${token}` },
      data: { ...EDITOR, name: 'Редактор e2e', role: 'editor' },
    })
    expect(created.ok(), 'editor account').toBe(true)
    const page = (await (await request.get('/cms-api/globals/main-page?depth=0')).json()) as MainPage
    original = page.screens[0]!.title
  })

  test.afterAll(async ({ request }) => {
    // The seeded title back, published, for the other specs.
    const page = (await (
      await request.get('/cms-api/globals/main-page?depth=0&draft=true', { headers: { Authorization: `JWT ${token}` } })
    ).json()) as MainPage
    const screens = page.screens.map((screen, index) => (index === 0 ? { ...screen, title: original } : screen))
    await request.post('/cms-api/globals/main-page', {
      headers: { Authorization: `JWT ${token}` },
      data: { screens, _status: 'published' },
    })
    await request.delete(`/cms-api/users?where[email][equals]=${encodeURIComponent(EDITOR.email)}`, {
      headers: { Authorization: `JWT ${token}` },
    })
  })

  test('an editor drafts the hero title, sees it in the live preview, and publishes it to the site within 2 s', async ({
    page,
    request,
  }) => {
    const draftTitle = `Черновик заголовка ${Date.now().toString(36)}`
    await signIn(page, EDITOR)
    // An editor works on content: the sales lists are not in their menu.
    await expect(page.getByRole('link', { name: 'Заявки', exact: true })).toHaveCount(0)

    await page.goto('/admin/globals/main-page')
    const preview = page.frameLocator('iframe').first()
    await expect(preview.getByText('Черновик: так страница будет выглядеть после публикации')).toBeVisible({ timeout: 30_000 })
    await expect(preview.locator('h2').filter({ hasText: original }).first()).toBeVisible()

    const title = page.locator('#field-screens__0__title')
    await title.fill(draftTitle)
    // Autosave stores the draft and the preview renders it again from the server.
    await expect(preview.locator('h2').filter({ hasText: draftTitle }).first()).toBeVisible({ timeout: 15_000 })
    // The document's status says it has unpublished changes.
    await expect(page.getByText(/Статус:\s*Изменено/)).toBeVisible()

    // The public page still shows the published title.
    expect(await publicHeroTitle(request)).toBe(original)
    const anonymousDraft = (await (await request.get('/cms-api/globals/main-page?draft=true&depth=0')).json()) as MainPage
    expect(anonymousDraft.screens[0]!.title).toBe(original)

    await page.getByRole('button', { name: 'Опубликовать', exact: true }).click()
    const published = Date.now()
    await expect.poll(() => publicHeroTitle(request), { timeout: 2_000, intervals: [100] }).toBe(draftTitle)
    console.log(`[back-office] published title on the public page after ${Date.now() - published} ms`)
    await expect(page.getByText(/Статус:\s*Опубликовано/)).toBeVisible()
  })

  test('the admin speaks Russian in an English browser: dashboard groups and summary, dates dd.mm.yyyy', async ({ page }) => {
    await signIn(page, ADMIN)
    for (const group of ['Сайт', 'Продажи', 'Каталог', 'Настройки'])
      await expect(page.getByRole('heading', { name: group, exact: true })).toBeVisible()
    // The summary's figures; once a lead waits, the attention list names new leads too, in a sentence of its own.
    await expect(page.getByRole('heading', { name: 'Новые заявки', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Активные брони', exact: true })).toBeVisible()
    // «Ход строительства» is no longer the name of three things.
    await expect(page.getByText('Ход строительства', { exact: true })).toHaveCount(0)
    await page.goto('/admin/collections/leads')
    await expect(page.getByPlaceholder('Искать по полям: Имя, Телефон или E-mail')).toBeVisible()
    await expect(page.getByRole('button', { name: 'В работе' })).toBeVisible()
    await page.goto('/admin/collections/properties')
    await expect(page.getByText(/^\d{1,3}(\s\d{3})+\s₽$/).first()).toBeVisible()
    await page.goto('/admin/collections/progress-cards')
    await expect(page.getByText(/^\d{2}\.\d{2}\.\d{4}$/).first()).toBeVisible()
  })
})
