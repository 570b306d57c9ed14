// The back office's second pass, as a manager meets it in the browser: «Восстановить» reaches the public page
// within 5 s; a publication scheduled for a Moscow time goes live at that time; an editor sees no staff; a lead's buyer fields cannot be edited and a comment is never lost
// silently; the submitted form reads as a table. Screenshots at 1440 px of a lead and of the scheduling dialog
// go to test-results/ for a person to look at.
import { type APIRequestContext, expect, test } from '@playwright/test'

import { ADMIN, adminToken, publicHeroTitle, signIn } from './admin'

const EDITOR = { email: `editor-second-${Date.now()}@novaya-zarya.example`, password: 'editor-second-2026' }

type MainPage = { screens: { id: string; title: string }[] }

test.describe('back office, second pass', () => {
  test.use({ viewport: { width: 1440, height: 1000 } })

  let token: string
  let original: string
  const auth = () => ({ Authorization: `JWT ${token}` })

  /** Publishes the main page with a first title; returns the id of the version that publish made. */
  async function publish(request: APIRequestContext, title: string): Promise<string> {
    const page = (await (await request.get('/cms-api/globals/main-page?depth=0&draft=true', { headers: auth() })).json()) as MainPage
    const screens = page.screens.map((screen, index) => (index === 0 ? { ...screen, title } : screen))
    const saved = await request.post('/cms-api/globals/main-page?depth=0', { headers: auth(), data: { screens, _status: 'published' } })
    expect(saved.ok()).toBe(true)
    const versions = (await (
      await request.get('/cms-api/globals/main-page/versions?sort=-updatedAt&limit=1&depth=0', { headers: auth() })
    ).json()) as { docs: { id: string; version: MainPage }[] }
    expect(versions.docs[0]!.version.screens[0]!.title).toBe(title)
    return versions.docs[0]!.id
  }

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request)
    const created = await request.post('/cms-api/users', { headers: auth(), data: { ...EDITOR, name: 'Ольга Редактор', role: 'editor' } })
    expect(created.ok(), 'editor account').toBe(true)
    original = ((await (await request.get('/cms-api/globals/main-page?depth=0')).json()) as MainPage).screens[0]!.title
  })

  test.afterAll(async ({ request }) => {
    await publish(request, original)
    await request.delete(`/cms-api/users?where[email][equals]=${encodeURIComponent(EDITOR.email)}`, { headers: auth() })
  })

  test('«Восстановить» puts the restored text on the public page within 5 s', async ({ page, request }) => {
    const older = `Восстановленный заголовок ${Date.now()}`
    const olderVersion = await publish(request, older)
    await publish(request, `Новый заголовок ${Date.now()}`)
    await expect.poll(() => publicHeroTitle(request)).not.toBe(older)

    await signIn(page, ADMIN)
    await page.goto(`/admin/globals/main-page/versions/${olderVersion}`)
    await page.getByRole('button', { name: 'Восстановить', exact: true }).click()
    await page.getByRole('button', { name: 'Подтвердить' }).click()
    await expect(page.getByText('Версия восстановлена.')).toBeVisible()
    const restoredAt = Date.now()
    await expect.poll(() => publicHeroTitle(request), { timeout: 5_000, intervals: [250] }).toBe(older)
    expect(Date.now() - restoredAt).toBeLessThan(5_000)
  })

  test('an editor sees no staff: not in the menu, not through the API', async ({ page }) => {
    await signIn(page, EDITOR)
    await expect(page.locator('nav').getByText('Сотрудники')).toHaveCount(0)
    const users = await page.evaluate(
      async () => (await (await fetch('/cms-api/users?limit=100&depth=0')).json()) as { docs: { email: string }[] },
    )
    expect(users.docs.map((user) => user.email)).toEqual([EDITOR.email])
    // The avatar is initials drawn on the page: no request leaves for gravatar.com.
    const gravatar: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('gravatar')) gravatar.push(req.url())
    })
    await page.reload()
    await expect(page.getByRole('img', { name: 'Ольга Редактор' })).toHaveText('ОР')
    expect(gravatar).toEqual([])
  })

  test("a lead: the buyer's fields are read-only, the form reads as a table, a new comment is kept", async ({ page, request }) => {
    // The site's double-submit CSRF check: the same token as a cookie and a header.
    const csrf = '0123456789abcdef0123456789abcdef'
    const sent = await request.post('/api/requests/', {
      headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
      data: { type: 'callback', name: 'Пётр Иванов', phone: '+7 921 123-45-67', comment: 'Позвоните после 18', utm_source: 'yandex' },
    })
    expect(sent.ok(), `lead: ${sent.status()}`).toBe(true)
    const { id } = (await sent.json()) as { id: number }

    await signIn(page, ADMIN)
    await page.goto(`/admin/collections/leads/${id}`)
    for (const name of ['name', 'phone', 'comment']) await expect(page.locator(`#field-${name}`)).toBeDisabled()
    // Written as the team reads a phone, not as it is stored (+79211234567).
    await expect(page.locator('#field-phone')).toHaveValue('+7\u00a0921\u00a0123-45-67')
    const table = page.locator('table').filter({ hasText: 'Значение' })
    await expect(table.getByRole('row', { name: /Имя\s*Пётр Иванов/ })).toBeVisible()
    await expect(table.getByRole('row', { name: /Источник \(utm_source\)\s*yandex/ })).toBeVisible()
    await expect(page.getByText('Monaco')).toHaveCount(0)

    await page.locator('#field-new_note').fill('Перезвонил, клиент думает до пятницы')
    await page.getByRole('button', { name: 'Сохранить' }).click()
    await expect(page.getByText('Сохранено.')).toBeVisible()
    const lead = (await (await request.get(`/cms-api/leads/${id}?depth=0`, { headers: auth() })).json()) as { notes: { text: string }[] }
    expect(lead.notes.map((note) => note.text)).toEqual(['Перезвонил, клиент думает до пятницы'])
    // The saved comment is shown read-only; rewriting it through the API is refused in words.
    await page.reload()
    await expect(page.locator('#field-notes__0__text')).toBeDisabled()
    const rewrite = await request.patch(`/cms-api/leads/${id}`, {
      headers: auth(),
      data: { notes: [{ ...lead.notes[0], text: 'Подделка' }] },
    })
    expect(rewrite.status()).toBe(403)
    await page.screenshot({ path: test.info().outputPath('lead-1440.png'), fullPage: true })
  })

  test('the scheduling dialog: Moscow preset, a 24-hour clock', async ({ page }) => {
    await signIn(page, ADMIN)
    await page.goto('/admin/globals/main-page')
    // «Опубликовать»'s chevron opens its menu; «Запланировать публикацию» opens the dialog.
    await page.locator('#action-save-popup button, .form-submit .popup-button').first().click()
    await page.locator('#schedule-publish').click()
    await expect(page.getByText('Запланировать публикацию: ')).toBeVisible()
    await expect(page.getByText('Москва (МСК, UTC+3)')).toBeVisible()
    await page.locator('.schedule-publish .react-datepicker__input-container input').first().click()
    await expect(page.locator('.react-datepicker__time-list')).not.toContainText(/AM|PM|ДП|ПП/)
    await page.screenshot({ path: test.info().outputPath('schedule-1440.png') })
  })

  test.describe('from a browser in another time zone', () => {
    // A manager away from the office (Yekaterinburg, UTC+5) still plans in Moscow time: the dialog's clock is
    // the office's, not the browser's.
    test.use({ timezoneId: 'Asia/Yekaterinburg' })

    test('a publication scheduled for a Moscow time goes live at that time', async ({ page, request }) => {
      // The jobs queue looks every 10 s; the time is 1–2 minutes ahead, and a busy machine may be slower.
      test.setTimeout(8 * 60_000)
      const scheduled = `Заголовок по расписанию ${Date.now()}`
      const current = (await (await request.get('/cms-api/globals/main-page?depth=0&draft=true', { headers: auth() })).json()) as MainPage
      const screens = current.screens.map((screen, index) => (index === 0 ? { ...screen, title: scheduled } : screen))
      const draft = await request.post('/cms-api/globals/main-page?depth=0&draft=true', {
        headers: auth(),
        data: { screens, _status: 'draft' },
      })
      expect(draft.ok(), 'the draft to publish').toBe(true)
      expect(await publicHeroTitle(request)).not.toBe(scheduled)

      // The next whole minute after the coming one, written as the office writes it: 28.11.2026 14:05 (МСК).
      const at = Math.ceil(Date.now() / 60_000) * 60_000 + 60_000
      const moscow = new Intl.DateTimeFormat('ru-RU', {
        timeZone: 'Europe/Moscow',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
      const wall = moscow.format(at).replace(',', '')

      await signIn(page, ADMIN)
      await page.goto('/admin/globals/main-page')
      await page.locator('#action-save-popup button, .form-submit .popup-button').first().click()
      await page.locator('#schedule-publish').click()
      const dialog = page.locator('.schedule-publish')
      const when = dialog.locator('.react-datepicker__input-container input').first()
      await when.fill(wall)
      // Away from the field closes the calendar (Escape would close the whole dialog).
      await dialog.getByText('Что сделать').click()
      await expect(when).toHaveValue(wall)
      await dialog.locator('#scheduled-publish-save').click()
      await expect(page.getByText(`Запланировано на ${wall} (МСК).`)).toBeVisible()
      // The planned row says the Moscow time, and the instant it stored is that very minute.
      const planned = dialog.locator('table time')
      await expect(planned).toHaveText(wall)
      expect(Date.parse((await planned.getAttribute('datetime'))!)).toBe(at)

      // The jobs queue publishes it: the public page shows the title, the document is published, and its
      // published version was made no earlier than the planned minute.
      await expect.poll(() => publicHeroTitle(request), { timeout: 6 * 60_000, intervals: [2_000] }).toBe(scheduled)
      const published = (await (await request.get('/cms-api/globals/main-page?depth=0', { headers: auth() })).json()) as MainPage & {
        _status: string
      }
      expect(published._status).toBe('published')
      expect(published.screens[0]!.title).toBe(scheduled)
      const versions = (await (
        await request.get('/cms-api/globals/main-page/versions?sort=-updatedAt&limit=1&depth=0&where[version._status][equals]=published', {
          headers: auth(),
        })
      ).json()) as { docs: { updatedAt: string; version: MainPage }[] }
      expect(versions.docs[0]!.version.screens[0]!.title).toBe(scheduled)
      expect(Date.parse(versions.docs[0]!.updatedAt)).toBeGreaterThanOrEqual(at)

      // Done, it leaves the list of what is planned.
      await page.reload()
      await page.locator('#action-save-popup button, .form-submit .popup-button').first().click()
      await page.locator('#schedule-publish').click()
      await expect(page.getByText('Запланированных публикаций нет.')).toBeVisible()
    })
  })
})
