// The back office against a real database, on SQLite and — when TEST_DATABASE_URL is set —
// PostgreSQL: roles enforced by Payload's access control (Local API as the user, and the REST API with a
// session), drafts never served publicly, a publish (and only a publish) announcing the change, scheduled
// publishing through the jobs queue, the price/status history, and the booking hold actions.
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import { readAttention } from '@/cms/admin/attention'
import { readSummary } from '@/cms/admin/dashboard-summary'
import { cms } from '@/cms/client'
import type { User } from '@/cms/payload-types'
import { getMainPage, globalDto } from '@/features/content'
import { previewEditor } from '@/features/preview'
import { getProgressPromo } from '@/features/progress'
import { effectiveStatus, getProperty } from '@/features/properties'
import { type ChangeEvent, onCmsChange } from '@/server/change-events'

const dialect = inject('dialect')
const PASSWORD = 'back-office-test-2026'
/** The main page's texts are what these tests read; its catalogue figures are figures.int.test.ts's. */
const NO_FIGURES = {}

let payload: Payload
const staff: Record<'admin' | 'editor' | 'sales', { user: TypedUser; token: string }> = {} as never

/** Creates a user of a role (as the system) and signs them in for the REST API. */
async function account(role: 'admin' | 'editor' | 'sales') {
  const email = `${role}-${dialect}@back-office.test`
  const doc = await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: `Тест ${role}`, role }, depth: 0 })
  const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  return { user: { ...(doc as User), collection: 'users' } as TypedUser, token: login.token! }
}

/** Calls Payload's REST API (/cms-api) through the app's route handler, optionally with a user's session. */
async function rest(method: 'GET' | 'POST' | 'PATCH', path: string, options: { token?: string; body?: unknown } = {}) {
  const url = new URL(`http://localhost/cms-api/${path}`)
  const headers = new Headers(options.token ? { authorization: `JWT ${options.token}` } : {})
  if (options.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(url, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  const handler = cmsRoute[method]
  const response = await handler(request, { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
}

/** Records the CMS change events emitted while `work` runs. */
async function changesDuring(work: () => Promise<unknown>): Promise<ChangeEvent[]> {
  const events: ChangeEvent[] = []
  const off = onCmsChange((event) => events.push(event))
  try {
    await work()
  } finally {
    off()
  }
  return events
}

const asUser = (who: keyof typeof staff) => ({ user: staff[who].user, overrideAccess: false as const })

beforeAll(async () => {
  payload = await cms()
  for (const role of ['admin', 'editor', 'sales'] as const) staff[role] = await account(role)
})

afterAll(async () => {
  const removed = await payload.delete({ collection: 'users', where: { email: { like: '@back-office.test' } }, depth: 0 })
  // Other files count the accounts: every one made here must go.
  expect(removed.errors).toEqual([])
  expect(removed.docs).toHaveLength(3)
})

describe(`roles on ${dialect}`, () => {
  it('an editor cannot see leads, through the Local API or REST', async () => {
    await expect(payload.find({ collection: 'leads', limit: 1, ...asUser('editor') })).rejects.toMatchObject({ status: 403 })
    expect((await rest('GET', 'leads?limit=1', { token: staff.editor.token })).status).toBe(403)
    expect((await rest('GET', 'leads/export.csv', { token: staff.editor.token })).status).toBe(400)
    // Sales and admins do.
    expect((await rest('GET', 'leads?limit=1', { token: staff.sales.token })).status).toBe(200)
    expect((await rest('GET', 'leads?limit=1', { token: staff.admin.token })).status).toBe(200)
  })

  it('sales cannot edit pages, promos or SEO; an editor can', async () => {
    const before = await payload.findGlobal({ slug: 'main-page', depth: 0 })
    await expect(payload.updateGlobal({ slug: 'main-page', data: { screens: [] }, ...asUser('sales') })).rejects.toMatchObject({
      status: 403,
    })
    expect((await rest('POST', 'globals/main-page', { token: staff.sales.token, body: { screens: [] } })).status).toBe(403)
    const promo = (await payload.find({ collection: 'promos', limit: 1, depth: 0 })).docs[0]!
    expect((await rest('PATCH', `promos/${promo.id}`, { token: staff.sales.token, body: { title: 'Взлом' } })).status).toBe(403)
    const seo = (await payload.find({ collection: 'seo-records', limit: 1, depth: 0 })).docs[0]!
    expect((await rest('PATCH', `seo-records/${seo.id}`, { token: staff.sales.token, body: { title: 'Взлом' } })).status).toBe(403)
    // The privacy policy is a page too: sales cannot change it; an editor saves it as it is.
    const policy = await payload.findGlobal({ slug: 'privacy-policy', depth: 0 })
    expect((await rest('POST', 'globals/privacy-policy', { token: staff.sales.token, body: { title: 'Взлом' } })).status).toBe(403)
    const saved = await rest('POST', 'globals/privacy-policy', { token: staff.editor.token, body: { title: policy.title } })
    expect(saved.status).toBe(200)
    expect((await payload.findGlobal({ slug: 'privacy-policy', depth: 0 })).title).toBe(policy.title)
    // The page is untouched; an editor may save it (as a draft here, so the public page stays as seeded).
    expect((await payload.findGlobal({ slug: 'main-page', depth: 0 })).screens).toEqual(before.screens)
    const draft = await payload.updateGlobal({
      slug: 'main-page',
      data: { screens: before.screens },
      draft: true,
      depth: 0,
      ...asUser('editor'),
    })
    expect(draft._status).toBe('draft')
  })

  it('sales change a price and a status; only an admin changes the catalogue facts; an editor changes neither', async () => {
    const flat = (await payload.find({ collection: 'properties', where: { status: { equals: 'sold' } }, limit: 1, depth: 0 })).docs[0]!
    const updated = await payload.update({
      collection: 'properties',
      id: flat.id,
      data: { price: flat.price + 100_000, area: flat.area + 10 },
      depth: 0,
      ...asUser('sales'),
    })
    expect(updated.price).toBe(flat.price + 100_000)
    // The area is the admin's: the sales user's value is dropped, the stored one kept.
    expect(updated.area).toBe(flat.area)
    await expect(
      payload.update({ collection: 'properties', id: flat.id, data: { price: 1 }, depth: 0, ...asUser('editor') }),
    ).rejects.toMatchObject({ status: 403 })
    const byAdmin = await payload.update({
      collection: 'properties',
      id: flat.id,
      data: { area: flat.area, price: flat.price },
      depth: 0,
      ...asUser('admin'),
    })
    expect(byAdmin.area).toBe(flat.area)
  })

  it('only an admin manages accounts and roles', async () => {
    expect(
      (
        await rest('POST', 'users', {
          token: staff.sales.token,
          body: { email: `x-${dialect}@back-office.test`, password: PASSWORD, role: 'admin' },
        })
      ).status,
    ).toBe(403)
    // A user may rename themselves (the form posting their role back unchanged); promoting themselves is
    // refused in words — not answered 200 with the role quietly kept.
    const renamed = await rest('PATCH', `users/${staff.editor.user.id}?depth=0`, {
      token: staff.editor.token,
      body: { name: 'Редактор', role: 'editor' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body!.doc).toMatchObject({ name: 'Редактор', role: 'editor' })
    const promoted = await rest('PATCH', `users/${staff.editor.user.id}`, { token: staff.editor.token, body: { role: 'admin' } })
    expect(promoted.status).toBe(403)
    expect(JSON.stringify(promoted.body)).toContain('Роль сотрудника меняет только администратор')
    expect((await payload.findByID({ collection: 'users', id: staff.editor.user.id, depth: 0 })).role).toBe('editor')
    // Staff data is an admin's: an editor reads only their own account, sales their own team, never an admin's e-mail.
    const emails = async (who: keyof typeof staff) =>
      ((await rest('GET', 'users?limit=100&depth=0', { token: staff[who].token })).body!.docs as { email: string }[]).map((u) => u.email)
    expect(await emails('editor')).toEqual([staff.editor.user.email])
    expect(await emails('sales')).toContain(staff.sales.user.email)
    expect(await emails('sales')).not.toContain(staff.admin.user.email)
    expect(await emails('admin')).toEqual(expect.arrayContaining([staff.admin.user.email, staff.editor.user.email]))
    expect((await rest('GET', `users/${staff.admin.user.id}`, { token: staff.editor.token })).status).toBe(404)
    await expect(
      payload.update({ collection: 'users', id: staff.admin.user.id, data: { name: 'Чужой' }, depth: 0, ...asUser('editor') }),
    ).rejects.toMatchObject({ status: 403 })
  })

  it('only an editor session opens the draft preview', async () => {
    const header = (token?: string) => new Headers(token ? { authorization: `JWT ${token}` } : {})
    expect(await previewEditor(header(staff.editor.token))).not.toBeNull()
    expect(await previewEditor(header(staff.admin.token))).not.toBeNull()
    expect(await previewEditor(header(staff.sales.token))).toBeNull()
    expect(await previewEditor(header())).toBeNull()
  })
})

describe(`drafts on ${dialect}`, () => {
  let published: string

  beforeAll(async () => {
    published = (await getMainPage(NO_FIGURES)).screens![0]!.title
  })

  afterAll(async () => {
    // Put the seeded title back, published.
    const page = await payload.findGlobal({ slug: 'main-page', depth: 0 })
    const screens = page.screens!.map((screen, index) => (index === 0 ? { ...screen, title: published } : screen))
    await payload.updateGlobal({ slug: 'main-page', data: { screens, _status: 'published' }, depth: 0 })
  })

  const withTitle = async (title: string) => {
    const page = await payload.findGlobal({ slug: 'main-page', depth: 0, draft: true })
    return page.screens!.map((screen, index) => (index === 0 ? { ...screen, title } : screen))
  }

  it('never serves a draft publicly, and announces nothing for a draft save or an autosave', async () => {
    const draftTitle = `Черновик ${dialect} ${Date.now()}`
    const events = await changesDuring(async () => {
      await payload.updateGlobal({
        slug: 'main-page',
        data: { screens: await withTitle(draftTitle) },
        draft: true,
        depth: 0,
        ...asUser('editor'),
      })
      // The admin's autosave, as it posts it.
      const autosave = await rest('POST', 'globals/main-page?draft=true&autosave=true&depth=0', {
        token: staff.editor.token,
        body: { screens: await withTitle(`${draftTitle}!`), _status: 'draft' },
      })
      expect(autosave.status).toBe(200)
    })
    expect(events).toEqual([])
    // The site's reader, the product API's DTO, Payload's REST — even asking for the draft — all give the published page.
    expect((await getMainPage(NO_FIGURES)).screens![0]!.title).toBe(published)
    const anonymous = await rest('GET', 'globals/main-page?draft=true&depth=0')
    expect(anonymous.status).toBe(200)
    expect((anonymous.body!.screens as { title: string }[])[0]!.title).toBe(published)
    // The editor's preview reads the draft.
    expect((await getMainPage(NO_FIGURES, { user: staff.editor.user })).screens![0]!.title).toBe(`${draftTitle}!`)
    // History keeps the draft versions for the editor.
    const versions = await payload.findGlobalVersions({ slug: 'main-page', ...asUser('editor'), limit: 5, depth: 0 })
    const mine = versions.docs.find((v) => v.version.screens?.[0]?.title === `${draftTitle}!`)
    // Who and when: the version names its author.
    expect(mine?.version.edited_by).toBe(staff.editor.user.id)
    expect(Date.now() - Date.parse(mine!.updatedAt)).toBeLessThan(60_000)
    expect((await rest('GET', 'globals/main-page/versions?limit=1')).status).toBe(403)
  })

  it('a publish announces the change and the page shows it at once', async () => {
    const title = `Опубликовано ${dialect} ${Date.now()}`
    await globalDto('main-page') // warm the public cache
    const published = await changesDuring(async () =>
      payload.updateGlobal({
        slug: 'main-page',
        data: { screens: await withTitle(title), _status: 'published' },
        depth: 0,
        ...asUser('editor'),
      }),
    )
    expect(published).toContainEqual({ kind: 'global', slug: 'main-page' })
    expect((await getMainPage(NO_FIGURES)).screens![0]!.title).toBe(title)
  })

  it('a draft-only promo stays off the site; an edit of a live one waits for its publish', async () => {
    const created = await payload.create({
      collection: 'promos',
      data: { title: 'Черновая акция', placement: 'progress', order: -100, is_active: true, _status: 'draft' },
      draft: true,
      depth: 0,
      ...asUser('editor'),
    })
    try {
      expect((await getProgressPromo())?.title).not.toBe('Черновая акция')
      const anonymous = await rest('GET', `promos?where[id][equals]=${created.id}&draft=true`)
      expect(anonymous.body!.totalDocs).toBe(0)
      expect((await rest('GET', `promos/${created.id}`)).status).toBe(404)
    } finally {
      await payload.delete({ collection: 'promos', id: created.id, depth: 0 })
    }
  })
})

describe(`scheduled publishing on ${dialect}`, () => {
  it('publishes a draft when its time comes, through the jobs queue, and announces it', async () => {
    const promo = await payload.create({
      collection: 'promos',
      data: { title: 'Весенняя акция', placement: 'progress', order: -200, is_active: true, _status: 'published' },
      depth: 0,
    })
    try {
      await payload.update({
        collection: 'promos',
        id: promo.id,
        data: { title: 'Летняя акция' },
        draft: true,
        depth: 0,
        ...asUser('editor'),
      })
      expect((await getProgressPromo())?.title).toBe('Весенняя акция')
      // What the admin's «Запланировать публикацию» queues (@payloadcms/ui schedulePublishHandler).
      await payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type: 'publish',
          doc: { relationTo: 'promos', value: promo.id },
          user: { relationTo: 'users', value: staff.editor.user.id },
        },
        waitUntil: new Date(Date.now() + 1_500),
      })
      // Not due yet: the queue leaves it.
      await payload.jobs.run({ queue: 'default' })
      expect((await payload.findByID({ collection: 'promos', id: promo.id, depth: 0 })).title).toBe('Весенняя акция')
      await new Promise((resolve) => setTimeout(resolve, 1_600))
      const events = await changesDuring(() => payload.jobs.run({ queue: 'default' }))
      expect(events).toContainEqual({ kind: 'collection', slug: 'promos', id: promo.id })
      const live = await payload.findByID({ collection: 'promos', id: promo.id, depth: 0 })
      expect(live).toMatchObject({ title: 'Летняя акция', _status: 'published' })
      expect((await getProgressPromo())?.title).toBe('Летняя акция')
    } finally {
      await payload.delete({ collection: 'promos', id: promo.id, depth: 0 })
    }
  })
})

describe(`price and status history on ${dialect}`, () => {
  it('records who changed a price or a status, and when; other saves leave no row', async () => {
    const flat = (
      await payload.find({ collection: 'properties', where: { status: { equals: 'available' } }, sort: '-ref_id', limit: 1, depth: 0 })
    ).docs[0]!
    const rows = async () =>
      (
        await payload.find({
          collection: 'property-changes',
          where: { property: { equals: flat.id } },
          sort: '-createdAt',
          depth: 0,
          pagination: false,
        })
      ).docs
    const before = (await rows()).length
    await payload.update({ collection: 'properties', id: flat.id, data: { price: flat.price - 50_000 }, depth: 0, ...asUser('sales') })
    await payload.update({ collection: 'properties', id: flat.id, data: { ceiling_height: 3.1 }, depth: 0 })
    const after = await rows()
    expect(after.length).toBe(before + 1)
    expect(after[0]).toMatchObject({
      price_before: flat.price,
      price: flat.price - 50_000,
      status_before: 'available',
      status: 'available',
      user: staff.sales.user.id,
      source: 'staff',
    })
    expect(Date.now() - Date.parse(after[0]!.createdAt)).toBeLessThan(60_000)
    // The history is the system's: nobody writes it through the API, editors do not even read it.
    expect(
      (await rest('POST', 'property-changes', { token: staff.admin.token, body: { property: flat.id, source: 'staff' } })).status,
    ).toBe(403)
    expect((await rest('GET', 'property-changes?limit=1', { token: staff.editor.token })).status).toBe(403)
    await payload.update({ collection: 'properties', id: flat.id, data: { price: flat.price }, depth: 0 })
  })
})

describe(`booking hold from the admin on ${dialect}`, () => {
  it('extends and releases a hold; the flat on the site follows at once', async () => {
    const flat = (
      await payload.find({
        collection: 'properties',
        where: { status: { equals: 'available' } },
        sort: 'ref_id',
        limit: 1,
        depth: 0,
        page: 7,
      })
    ).docs[0]!
    const holdUntil = new Date(Date.now() + 3 * 24 * 3600_000).toISOString()
    await payload.update({ collection: 'properties', id: flat.id, data: { status: 'booked', hold_until: holdUntil }, depth: 0 })
    const lead = await payload.create({
      collection: 'leads',
      data: { type: 'booking', name: 'Ирина', phone: '+79215550101', property: flat.id, hold_until: holdUntil, booked_price: flat.price },
      depth: 0,
    })
    try {
      expect((await getProperty(flat.id)).status.value).toBe('booked')
      // Only sales (and admins) act on bookings; the body is validated.
      expect((await rest('POST', `leads/${lead.id}/hold`, { token: staff.editor.token, body: { action: 'release' } })).status).toBe(403)
      const bad = await rest('POST', `leads/${lead.id}/hold`, { token: staff.sales.token, body: { action: 'extend', days: 90 } })
      expect(bad.status).toBe(400)
      expect((bad.body!.error as { code: string }).code).toBe('validation_error')

      const extended = await rest('POST', `leads/${lead.id}/hold`, { token: staff.sales.token, body: { action: 'extend', days: 2 } })
      expect(extended.status).toBe(200)
      expect(Date.parse(extended.body!.hold_until as string)).toBe(Date.parse(holdUntil) + 2 * 24 * 3600_000)
      expect((await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })).hold_until).toBe(extended.body!.hold_until)

      const events = await changesDuring(async () => {
        expect((await rest('POST', `leads/${lead.id}/hold`, { token: staff.sales.token, body: { action: 'release' } })).status).toBe(200)
      })
      expect(events).toContainEqual({ kind: 'collection', slug: 'properties', id: flat.id })
      const onSite = await getProperty(flat.id)
      expect(onSite.status.value).toBe('available')
      // A released hold cannot be released twice; the history names the sales user.
      expect((await rest('POST', `leads/${lead.id}/hold`, { token: staff.sales.token, body: { action: 'release' } })).status).toBe(409)
      const last = (
        await payload.find({
          collection: 'property-changes',
          where: { property: { equals: flat.id } },
          sort: '-createdAt',
          limit: 1,
          depth: 0,
        })
      ).docs[0]
      expect(last).toMatchObject({ status_before: 'booked', status: 'available', user: staff.sales.user.id })
    } finally {
      await payload.delete({ collection: 'leads', id: lead.id, depth: 0 })
      await payload.update({ collection: 'properties', id: flat.id, data: { status: 'available', hold_until: null }, depth: 0 })
    }
  })
})

describe(`booking state on ${dialect}`, () => {
  it('«Забронирована» needs «Бронь до» when staff set it; the dashboard counts the booked units the site shows', async () => {
    const flat = (
      await payload.find({
        collection: 'properties',
        where: { status: { equals: 'available' } },
        sort: 'ref_id',
        limit: 1,
        depth: 0,
        page: 9,
      })
    ).docs[0]!
    const noDeadline = await rest('PATCH', `properties/${flat.id}`, { token: staff.sales.token, body: { status: 'booked' } })
    expect(noDeadline.status).toBe(400)
    expect(JSON.stringify(noDeadline.body)).toContain('у статуса «Забронирована» всегда есть срок')
    expect((await getProperty(flat.id)).status.value).toBe('available')
    // A CRM's booking without a deadline (as the sync writes it) stays editable: a price change is not a new booking.
    const crmBooked = (
      await payload.find({
        collection: 'properties',
        where: { status: { equals: 'booked' }, hold_until: { exists: false } },
        limit: 1,
        depth: 0,
      })
    ).docs[0]!
    const repriced = await rest('PATCH', `properties/${crmBooked.id}`, {
      token: staff.sales.token,
      body: { price: crmBooked.price + 1_000 },
    })
    expect(repriced.status).toBe(200)
    await payload.update({ collection: 'properties', id: crmBooked.id, data: { price: crmBooked.price }, depth: 0 })
    const holdUntil = new Date(Date.now() + 2 * 24 * 3600_000).toISOString()
    const booked = await rest('PATCH', `properties/${flat.id}`, {
      token: staff.sales.token,
      body: { status: 'booked', hold_until: holdUntil },
    })
    try {
      expect(booked.status).toBe(200)
      // The oracle: every unit's status as the site reads it (an expired hold is on sale again).
      const now = new Date()
      const units = await payload.find({
        collection: 'properties',
        pagination: false,
        depth: 0,
        select: { status: true, hold_until: true },
      })
      const onSite = units.docs.filter(
        (u) =>
          u.status === 'booked' && effectiveStatus(u.status, u.hold_until ? Date.parse(u.hold_until) : null, now.getTime()) === 'booked',
      ).length
      expect(onSite).toBeGreaterThan(1)
      const summary = await readSummary(payload, now)
      expect(summary.bookingsTotal).toBe(onSite)
      // The flat booked here is listed (deadlines come before the CRM's bookings without one), in Moscow time.
      const listed = summary.bookings.find((b) => b.id === flat.id)
      expect(listed).toMatchObject({ flat: flat.ref_id, lead: null })
      expect(listed!.until).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)
    } finally {
      await payload.update({ collection: 'properties', id: flat.id, data: { status: 'available', hold_until: null }, depth: 0 })
    }
  })
})

describe(`what needs attention today on ${dialect}`, () => {
  it('counts new leads not in work with the oldest wait, undelivered leads by a plain reason, holds ending within 24 h', async () => {
    const now = new Date()
    // The oracle: the same facts read straight from the data.
    const untaken = await payload.find({ collection: 'leads', where: { status: { equals: 'new' } }, sort: 'createdAt', limit: 1, depth: 0 })
    const failed = await payload.create({
      collection: 'leads',
      data: { type: 'callback', name: 'Не доставлена', phone: '+79215550199', status: 'in_progress' },
      depth: 0,
    })
    await payload.update({
      collection: 'leads',
      id: failed.id,
      data: { delivery_status: 'failed', delivery_error: 'webhook: HTTP 503 Service Unavailable' },
      depth: 0,
    })
    const flat = (
      await payload.find({
        collection: 'properties',
        where: { status: { equals: 'available' } },
        sort: 'ref_id',
        limit: 1,
        depth: 0,
        page: 11,
      })
    ).docs[0]!
    await payload.update({
      collection: 'properties',
      id: flat.id,
      data: { status: 'booked', hold_until: new Date(now.getTime() + 3 * 3600_000).toISOString() },
      depth: 0,
    })
    try {
      const items = await readAttention(payload, { now })
      const texts = items.map((item) => item.text)
      if (untaken.totalDocs > 0)
        expect(texts).toContainEqual(expect.stringMatching(`^Новые заявки не в работе: ${untaken.totalDocs}, самая давняя ждёт `))
      const undelivered = items.filter((item) => item.text.startsWith('Не доставлено заявок:'))
      expect(undelivered.map((item) => item.text)).toContainEqual(expect.stringMatching(/— CRM не принимает заявки$/))
      expect(undelivered.every((item) => !/[A-Z_]{4,}|webhook/.test(item.text) && item.ok === false)).toBe(true)
      const holds = items.find((item) => item.text.startsWith('Брони, которые закончатся в ближайшие 24 часа:'))
      const ending = await payload.count({
        collection: 'properties',
        where: {
          status: { equals: 'booked' },
          hold_until: { greater_than: now.toISOString(), less_than_equal: new Date(now.getTime() + 24 * 3600_000).toISOString() },
        },
      })
      expect(holds?.text).toBe(`Брони, которые закончатся в ближайшие 24 часа: ${ending.totalDocs}`)
      expect(holds?.href).toContain('/admin/collections/properties?where')
    } finally {
      await payload.update({ collection: 'properties', id: flat.id, data: { status: 'available', hold_until: null }, depth: 0 })
      await payload.delete({ collection: 'leads', id: failed.id })
    }
  })
})

describe(`lead workflow on ${dialect}`, () => {
  it("starts new, gets its owner when a sales user takes it; the buyer's fields and saved comments are never rewritten", async () => {
    const lead = await payload.create({ collection: 'leads', data: { type: 'callback', name: 'Пётр', phone: '+79215550102' }, depth: 0 })
    try {
      expect(lead.status).toBe('new')
      const taken = await payload.update({
        collection: 'leads',
        id: lead.id,
        data: { status: 'in_progress', notes: [{ text: 'Перезвонить в 18:00' }] },
        depth: 0,
        ...asUser('sales'),
      })
      expect(taken.owner).toBe(staff.sales.user.id)
      expect(taken.notes).toHaveLength(1)
      expect(taken.notes![0]).toMatchObject({ text: 'Перезвонить в 18:00', author: staff.sales.user.id })
      // Someone rewrites the first note: refused in words, never «Сохранено.» with the edit thrown away.
      const rewrite = await rest('PATCH', `leads/${lead.id}`, {
        token: staff.admin.token,
        body: { notes: [{ ...taken.notes![0]!, text: 'Подделка' }, { text: 'Клиент думает до пятницы' }] },
      })
      expect(rewrite.status).toBe(403)
      expect(JSON.stringify(rewrite.body)).toContain('Сохранённый комментарий не меняется')
      // The buyer's own fields are refused the same way, even to an admin; the form posting them back unchanged is fine.
      for (const field of [{ name: 'Павел' }, { phone: '+79990000000' }, { comment: 'Не звонить' }, { email: 'x@y.ru' }]) {
        const refused = await rest('PATCH', `leads/${lead.id}`, { token: staff.sales.token, body: field })
        expect(refused.status).toBe(403)
        expect(JSON.stringify(refused.body)).toContain('Данные, которые прислал клиент, не меняются')
      }
      // A new comment from the form's «Новый комментарий» joins the thread, stamped; the saved one stays.
      const added = await rest('PATCH', `leads/${lead.id}?depth=0`, {
        token: staff.admin.token,
        body: { name: 'Пётр', phone: '+79215550102', email: '', notes: taken.notes, new_note: 'Клиент думает до пятницы' },
      })
      expect(added.status).toBe(200)
      const edited = await payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })
      expect(edited).toMatchObject({ name: 'Пётр', phone: '+79215550102' })
      expect(edited.notes!.map((n) => n.text)).toEqual(['Перезвонить в 18:00', 'Клиент думает до пятницы'])
      expect(edited.notes![1]!.author).toBe(staff.admin.user.id)
      // The export carries status and owner.
      const csv = await (
        await cmsRoute.GET(
          new Request(`http://localhost/cms-api/leads/export.csv?where[id][equals]=${lead.id}`, {
            headers: { authorization: `JWT ${staff.sales.token}` },
          }),
          { params: Promise.resolve({ slug: ['leads', 'export.csv'] }) },
        )
      ).text()
      const [header, row] = csv.replace(/^\uFEFF/, '').split('\r\n')
      const cells = (line: string) => line.split(';')
      expect(cells(row!)[cells(header!).indexOf('Статус')]).toBe('в работе')
      const owner = await payload.findByID({ collection: 'users', id: staff.sales.user.id, depth: 0 })
      expect(cells(row!)[cells(header!).indexOf('Ответственный')]).toBe(owner.name)
    } finally {
      await payload.delete({ collection: 'leads', id: lead.id, depth: 0 })
    }
  })
})
