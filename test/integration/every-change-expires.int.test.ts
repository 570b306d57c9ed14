// Every way the back office changes published content announces it, so the site's caches (pages, content
// reads) drop what they hold: publish, unpublish, restore of a version (global and collection, through the
// REST call the admin's «Восстановить» makes), scheduled publish (global), delete and bulk edit. Each case
// also reads the public content afterwards, through the cached reader the pages use.
import type { Payload, TypedUser } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import * as cmsRoute from '@/app/(payload)/cms-api/[...slug]/route'
import { cms } from '@/cms/client'
import type { User } from '@/cms/payload-types'
import { getMainPage } from '@/features/content'
import { getProgressPromo } from '@/features/progress'
import { type ChangeEvent, onCmsChange } from '@/server/change-events'

const dialect = inject('dialect')
const PASSWORD = 'every-change-test-2026'
const NO_FIGURES = {}
const MAIN = { kind: 'global', slug: 'main-page' } as const

let payload: Payload
let editor: { user: TypedUser; token: string }
let seededTitle: string

async function rest(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
  const url = new URL(`http://localhost/cms-api/${path}`)
  const headers = new Headers({ authorization: `JWT ${editor.token}` })
  if (body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
  const response = await cmsRoute[method](request, { params: Promise.resolve({ slug: url.pathname.split('/').slice(2) }) })
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null }
}

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

const title = async () => (await getMainPage(NO_FIGURES)).screens![0]!.title

/** The main page's screens with the first title replaced (from its latest draft, as the admin's form holds it). */
const withTitle = async (text: string) => {
  const page = await payload.findGlobal({ slug: 'main-page', depth: 0, draft: true })
  return page.screens!.map((screen, index) => (index === 0 ? { ...screen, title: text } : screen))
}

/** Publishes the main page with a title, as the editor's «Опубликовать» does; returns that version's id. */
async function publishMain(text: string): Promise<string | number> {
  const saved = await rest('POST', 'globals/main-page?depth=0', { screens: await withTitle(text), _status: 'published' })
  expect(saved.status).toBe(200)
  const versions = await payload.findGlobalVersions({ slug: 'main-page', sort: '-updatedAt', limit: 1, depth: 0 })
  expect(versions.docs[0]!.version.screens![0]!.title).toBe(text)
  return versions.docs[0]!.id
}

/** A published promo first in the progress page's order, so the page shows it. */
const promo = (name: string, order = -300) =>
  payload.create({
    collection: 'promos',
    data: { title: name, placement: 'progress', order, is_active: true, _status: 'published' },
    depth: 0,
  })

beforeAll(async () => {
  payload = await cms()
  const email = `editor-${dialect}@every-change.test`
  const doc = await payload.create({ collection: 'users', data: { email, password: PASSWORD, name: 'Тест', role: 'editor' }, depth: 0 })
  const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
  editor = { user: { ...(doc as User), collection: 'users' } as TypedUser, token: login.token! }
  seededTitle = await title()
})

afterAll(async () => {
  const page = await payload.findGlobal({ slug: 'main-page', depth: 0 })
  const screens = page.screens!.map((screen, index) => (index === 0 ? { ...screen, title: seededTitle } : screen))
  await payload.updateGlobal({ slug: 'main-page', data: { screens, _status: 'published' }, depth: 0 })
  await payload.delete({ collection: 'users', where: { email: { like: '@every-change.test' } }, depth: 0 })
})

describe(`a global's content changes reach the site on ${dialect}`, () => {
  it('publish', async () => {
    await title() // warm the cache
    const events = await changesDuring(() => publishMain(`Публикация ${Date.now()}`))
    expect(events).toContainEqual(MAIN)
  })

  it('restore of a published version («Восстановить»)', async () => {
    const older = `Старый текст ${Date.now()}`
    const olderVersion = await publishMain(older)
    await publishMain(`Новый текст ${Date.now()}`)
    expect(await title()).not.toBe(older) // cached now
    const events = await changesDuring(async () => {
      const restored = await rest('POST', `globals/main-page/versions/${olderVersion}?draft=false`)
      expect(restored.status).toBe(200)
    })
    expect(events).toContainEqual(MAIN)
    expect(await title()).toBe(older)
  })

  it('restore of a draft version publishes it, as the button promises', async () => {
    const draft = `Черновик для восстановления ${Date.now()}`
    const saved = await rest('POST', 'globals/main-page?draft=true&depth=0', { screens: await withTitle(draft), _status: 'draft' })
    expect(saved.status).toBe(200)
    const draftVersion = (await payload.findGlobalVersions({ slug: 'main-page', sort: '-updatedAt', limit: 1, depth: 0 })).docs[0]!
    expect(draftVersion.version._status).toBe('draft')
    await publishMain(`Опубликовано поверх ${Date.now()}`)
    expect(await title()).not.toBe(draft)
    const events = await changesDuring(async () => {
      expect((await rest('POST', `globals/main-page/versions/${draftVersion.id}?draft=false`)).status).toBe(200)
    })
    expect(events).toContainEqual(MAIN)
    expect(await title()).toBe(draft)
    // The site reads it as a visitor would, and the document is published (so «Опубликовать» has nothing left to do).
    expect((await payload.findGlobal({ slug: 'main-page', depth: 0 }))._status).toBe('published')
  })

  it('unpublish', async () => {
    await publishMain(`Перед снятием ${Date.now()}`)
    const events = await changesDuring(async () => {
      expect((await rest('POST', 'globals/main-page?depth=0', { _status: 'draft' })).status).toBe(200)
    })
    expect(events).toContainEqual(MAIN)
    await publishMain(seededTitle)
  })

  it('scheduled publish', async () => {
    const scheduled = `По расписанию ${Date.now()}`
    expect((await rest('POST', 'globals/main-page?draft=true&depth=0', { screens: await withTitle(scheduled) })).status).toBe(200)
    expect(await title()).not.toBe(scheduled)
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', global: 'main-page', user: { relationTo: 'users', value: editor.user.id } },
      waitUntil: new Date(Date.now() - 1_000),
    })
    const events = await changesDuring(() => payload.jobs.run({ queue: 'default' }))
    expect(events).toContainEqual(MAIN)
    expect(await title()).toBe(scheduled)
  })
})

describe(`a collection's content changes reach the site on ${dialect}`, () => {
  it('restore of a version', async () => {
    const created = await promo(`Акция A ${dialect}`)
    try {
      await payload.update({ collection: 'promos', id: created.id, data: { title: `Акция B ${dialect}` }, depth: 0 })
      expect((await getProgressPromo())?.title).toBe(`Акция B ${dialect}`)
      const versions = await payload.findVersions({
        collection: 'promos',
        where: { parent: { equals: created.id }, 'version.title': { equals: `Акция A ${dialect}` } },
        limit: 1,
        depth: 0,
      })
      const events = await changesDuring(async () => {
        expect((await rest('POST', `promos/versions/${versions.docs[0]!.id}?draft=false`)).status).toBe(200)
      })
      expect(events).toContainEqual({ kind: 'collection', slug: 'promos', id: created.id })
      expect((await getProgressPromo())?.title).toBe(`Акция A ${dialect}`)
    } finally {
      await payload.delete({ collection: 'promos', id: created.id, depth: 0 })
    }
  })

  it('restore of a draft version publishes it', async () => {
    const created = await promo(`Акция до правки ${dialect}`)
    try {
      await payload.update({ collection: 'promos', id: created.id, data: { title: `Акция в черновике ${dialect}` }, draft: true, depth: 0 })
      const draft = (
        await payload.findVersions({
          collection: 'promos',
          where: { parent: { equals: created.id } },
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
        })
      ).docs[0]!
      expect(draft.version).toMatchObject({ title: `Акция в черновике ${dialect}`, _status: 'draft' })
      expect((await getProgressPromo())?.title).toBe(`Акция до правки ${dialect}`)
      const events = await changesDuring(async () => {
        expect((await rest('POST', `promos/versions/${draft.id}?draft=false`)).status).toBe(200)
      })
      expect(events).toContainEqual({ kind: 'collection', slug: 'promos', id: created.id })
      expect((await getProgressPromo())?.title).toBe(`Акция в черновике ${dialect}`)
      // «Восстановить как черновик» leaves the site as it is.
      const live = (
        await payload.findVersions({
          collection: 'promos',
          where: { parent: { equals: created.id }, 'version.title': { equals: `Акция до правки ${dialect}` } },
          limit: 1,
          depth: 0,
        })
      ).docs[0]!
      expect((await rest('POST', `promos/versions/${live.id}?draft=true`)).status).toBe(200)
      expect((await getProgressPromo())?.title).toBe(`Акция в черновике ${dialect}`)
    } finally {
      await payload.delete({ collection: 'promos', id: created.id, depth: 0 })
    }
  })

  it('unpublish', async () => {
    const created = await promo(`Акция на снятие ${dialect}`)
    try {
      expect((await getProgressPromo())?.title).toBe(`Акция на снятие ${dialect}`)
      const events = await changesDuring(async () => {
        expect((await rest('PATCH', `promos/${created.id}?depth=0`, { _status: 'draft' })).status).toBe(200)
      })
      expect(events).toContainEqual({ kind: 'collection', slug: 'promos', id: created.id })
      expect((await getProgressPromo())?.title).not.toBe(`Акция на снятие ${dialect}`)
    } finally {
      await payload.delete({ collection: 'promos', id: created.id, depth: 0 })
    }
  })

  it('delete', async () => {
    const created = await promo(`Акция на удаление ${dialect}`)
    expect((await getProgressPromo())?.title).toBe(`Акция на удаление ${dialect}`)
    const events = await changesDuring(async () => {
      expect((await rest('DELETE', `promos/${created.id}`)).status).toBe(200)
    })
    expect(events).toContainEqual({ kind: 'collection', slug: 'promos', id: created.id })
    expect((await getProgressPromo())?.title).not.toBe(`Акция на удаление ${dialect}`)
  })

  it('bulk edit', async () => {
    const first = await promo(`Акция 1 ${dialect}`, -301)
    const second = await promo(`Акция 2 ${dialect}`)
    try {
      expect((await getProgressPromo())?.title).toBe(`Акция 1 ${dialect}`)
      const events = await changesDuring(async () => {
        const where = `where[id][in]=${first.id},${second.id}`
        expect((await rest('PATCH', `promos?${where}&depth=0`, { is_active: false })).status).toBe(200)
      })
      expect(events).toContainEqual({ kind: 'collection', slug: 'promos', id: first.id })
      expect(events).toContainEqual({ kind: 'collection', slug: 'promos', id: second.id })
      expect((await getProgressPromo())?.title ?? '').not.toMatch(/^Акция [12] /)
    } finally {
      await payload.delete({ collection: 'promos', where: { id: { in: [first.id, second.id] } }, depth: 0 })
    }
  })
})
