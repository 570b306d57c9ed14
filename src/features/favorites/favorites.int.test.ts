import { beforeAll, describe, expect, inject, it } from 'vitest'

import { GET as collectionPropertiesGet } from '@/app/api/favorite_collection/[collection]/properties/route'
import { POST as collectionPost } from '@/app/api/favorite_collection/route'
import { DELETE as favoriteDelete } from '@/app/api/favorites/[id]/route'
import { DELETE as favoritesClear } from '@/app/api/favorites/clear/route'
import { GET as favoritesFacetsGet } from '@/app/api/favorites/facets/route'
import { GET as favoriteIdsGet } from '@/app/api/favorites/favorite_properties/route'
import { GET as favoritesGet, POST as favoritesPost } from '@/app/api/favorites/route'
import { GET as favoritesSpecsGet } from '@/app/api/favorites/specs/route'
import { DELETE as pinnedDelete } from '@/app/api/pinned/[id]/route'
import { DELETE as pinnedClear } from '@/app/api/pinned/clear/route'
import { GET as pinnedGet, POST as pinnedPost } from '@/app/api/pinned/route'
import { GET as viewedGet, POST as viewedPost } from '@/app/api/viewed/route'
import { cms } from '@/cms/client'
import type { PropertyFacets, PropertyList, PropertySpecs } from '@/features/properties'
import { LIST_LIMITS, type IdList } from './favorites.schema'
import { Visitor } from './test-visitor'

const CSRF = '0123456789abcdef0123456789abcdef'

let flats: { id: number; status: string; rooms: number | null; price: number }[]

describe(`visitor lists on ${inject('dialect')}`, () => {
  beforeAll(async () => {
    const payload = await cms()
    const { docs } = await payload.find({ collection: 'properties', where: { type: { equals: 'flat' } }, limit: 400, depth: 0, sort: 'id' })
    flats = docs.map((d) => ({ id: d.id, status: d.status, rooms: d.rooms == null ? null : Number(d.rooms), price: Number(d.price) }))
  })

  it('creates the visitor on the first write with an httpOnly, SameSite=Lax cookie', async () => {
    const v = new Visitor()
    expect((await v.call<PropertyList>(favoritesGet, 'GET', '/api/favorites/')).body).toMatchObject({ count: 0, results: [], limit: 40 })
    const added = await v.add(favoritesPost, flats[0]!.id)
    expect(added.status).toBe(201)
    expect(added.body).toEqual({ count: 1, results: [flats[0]!.id] })
    expect(added.cookie).toMatch(/^vid=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
    expect(v.vid).not.toBeNull()
    // Per-visitor answers are never stored by shared caches.
    expect(added.cacheControl).toBe('private, no-store')
    expect((await v.call(favoritesGet, 'GET', '/api/favorites/')).cacheControl).toBe('private, no-store')
    expect((await v.call(favoriteIdsGet, 'GET', '/api/favorites/favorite_properties')).cacheControl).toBe('private, no-store')
  })

  it('puts concurrent first writes of a new visitor on one visitor: 6 favourites sent at once are all kept', async () => {
    const v = new Visitor()
    const ids = flats.slice(30, 36).map((f) => f.id)
    // Six posts leave before any answer sets the vid cookie, as a page's toggles clicked in a burst do.
    const answers = await Promise.all(ids.map((id) => v.add(favoritesPost, id)))
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 201))
    const vids = new Set(answers.map((a) => a.cookie?.match(/^vid=([^;]+)/)?.[1]))
    expect(vids.size).toBe(1)
    const stored = await v.call<IdList>(favoriteIdsGet, 'GET', '/api/favorites/favorite_properties')
    expect([...stored.body.results].sort()).toEqual([...ids].sort())
    // Another new visitor bursting at the same time stays apart.
    const other = new Visitor()
    await Promise.all(flats.slice(36, 38).map((f) => other.add(favoritesPost, f.id)))
    expect((await other.call<IdList>(favoriteIdsGet, 'GET', '/api/favorites/favorite_properties')).body.count).toBe(2)
  })

  it('keeps two visitors’ lists apart', async () => {
    const a = new Visitor()
    const b = new Visitor()
    for (const f of flats.slice(10, 13)) await a.add(favoritesPost, f.id)
    await b.add(favoritesPost, flats[20]!.id)
    await a.add(pinnedPost, flats[10]!.id, '/api/pinned/')
    await b.add(viewedPost, flats[21]!.id, '/api/viewed/')
    expect(a.vid).not.toBe(b.vid)
    const aList = await a.call<PropertyList>(favoritesGet, 'GET', '/api/favorites/')
    const bList = await b.call<PropertyList>(favoritesGet, 'GET', '/api/favorites/')
    expect(aList.body.results.map((r) => r.id)).toEqual([flats[12]!.id, flats[11]!.id, flats[10]!.id])
    expect(bList.body.results.map((r) => r.id)).toEqual([flats[20]!.id])
    expect((await b.call<PropertyList>(pinnedGet, 'GET', '/api/pinned/')).body.count).toBe(0)
    expect((await a.call<PropertyList>(viewedGet, 'GET', '/api/viewed/')).body.count).toBe(0)
    expect((await new Visitor().call<IdList>(favoriteIdsGet, 'GET', '/api/favorites/favorite_properties')).body).toEqual({
      count: 0,
      results: [],
    })
    // B deleting A's favorite changes nothing for A.
    await b.call(favoriteDelete, 'DELETE', `/api/favorites/${flats[10]!.id}/`, { params: { id: String(flats[10]!.id) } })
    expect((await a.call<IdList>(favoriteIdsGet, 'GET', '/api/favorites/favorite_properties')).body.count).toBe(3)
  })

  it('refuses writes without a matching X-CSRFToken (403)', async () => {
    const v = new Visitor()
    for (const headers of [{}, { cookie: `csrftoken=${CSRF}` }, { cookie: `csrftoken=${CSRF}`, 'x-csrftoken': 'f'.repeat(32) }] as Record<
      string,
      string
    >[]) {
      const response = await favoritesPost(
        new Request('http://localhost/api/favorites/', { method: 'POST', headers, body: JSON.stringify({ id: flats[0]!.id }) }),
        {
          params: Promise.resolve({}),
        },
      )
      expect(response.status).toBe(403)
      expect((await response.json()).error.code).toBe('csrf_failed')
    }
    expect((await v.call(favoritesClear, 'DELETE', '/api/favorites/clear/')).status).toBe(200)
  })

  it('validates ids: 400 for a bad body, 404 for an unknown property, form data accepted', async () => {
    const v = new Visitor()
    for (const body of ['{"id":"abc"}', '{}', 'nope', '{"id":-3}']) {
      const r = await v.call<{ error: { code: string } }>(favoritesPost, 'POST', '/api/favorites/', { body, type: 'application/json' })
      expect(r.status, body).toBe(400)
    }
    expect((await v.add(favoritesPost, 987_654_321)).status).toBe(404)
    const form = await v.call<IdList>(favoritesPost, 'POST', '/api/favorites/', {
      body: `id=${flats[5]!.id}`,
      type: 'application/x-www-form-urlencoded',
    })
    expect(form.status).toBe(201)
    expect((await v.add(favoritesPost, flats[5]!.id)).body.count).toBe(1) // adding twice keeps one
    expect((await v.call(favoriteDelete, 'DELETE', '/api/favorites/abc/', { params: { id: 'abc' } })).status).toBe(404)
  })

  it('deletes one favorite; clear empties favorites and pinned but not viewed', async () => {
    const v = new Visitor()
    for (const f of flats.slice(30, 34)) await v.add(favoritesPost, f.id)
    await v.add(pinnedPost, flats[30]!.id, '/api/pinned/')
    await v.add(pinnedPost, flats[31]!.id, '/api/pinned/')
    await v.add(viewedPost, flats[32]!.id, '/api/viewed/')
    const removed = await v.call<IdList>(favoriteDelete, 'DELETE', `/api/favorites/${flats[31]!.id}/`, {
      params: { id: String(flats[31]!.id) },
    })
    expect(removed.body.results).toEqual([flats[33]!.id, flats[32]!.id, flats[30]!.id])
    const unpinned = await v.call<IdList>(pinnedDelete, 'DELETE', `/api/pinned/${flats[30]!.id}/`, {
      params: { id: String(flats[30]!.id) },
    })
    expect(unpinned.body.results).toEqual([flats[31]!.id])
    expect((await v.call<IdList>(favoritesClear, 'DELETE', '/api/favorites/clear/')).body).toEqual({ count: 0, results: [] })
    expect((await v.call<PropertyList>(favoritesGet, 'GET', '/api/favorites/')).body.count).toBe(0)
    expect((await v.call<PropertyList>(pinnedGet, 'GET', '/api/pinned/')).body.count).toBe(0)
    expect((await v.call<PropertyList>(viewedGet, 'GET', '/api/viewed/')).body.count).toBe(1)
    await v.add(pinnedPost, flats[33]!.id, '/api/pinned/')
    await v.add(favoritesPost, flats[33]!.id)
    await v.call(pinnedClear, 'DELETE', '/api/pinned/clear/')
    expect((await v.call<PropertyList>(pinnedGet, 'GET', '/api/pinned/')).body.count).toBe(0)
    expect((await v.call<PropertyList>(favoritesGet, 'GET', '/api/favorites/')).body.count).toBe(1)
  })

  it('lists favorites of any status, filtered, ordered and paged like the catalogue; specs and facets over them', async () => {
    const v = new Visitor()
    const mine = [...flats.filter((f) => f.status === 'sold').slice(0, 3), ...flats.filter((f) => f.status === 'available').slice(0, 5)]
    for (const f of mine) await v.add(favoritesPost, f.id)
    const all = await v.call<PropertyList>(favoritesGet, 'GET', '/api/favorites/')
    expect(all.body.count).toBe(mine.length)
    expect(all.body.results.map((r) => r.id)).toEqual(mine.map((f) => f.id).reverse())
    const available = await v.call<PropertyList>(favoritesGet, 'GET', '/api/favorites/?status=available&order=-price&limit=2')
    const expected = mine.filter((f) => f.status === 'available').sort((a, b) => b.price - a.price || a.id - b.id)
    expect(available.body).toMatchObject({ count: expected.length, limit: 2, hasNext: true })
    expect(available.body.results.map((r) => r.id)).toEqual(expected.slice(0, 2).map((f) => f.id))
    const facets = await v.call<PropertyFacets>(favoritesFacetsGet, 'GET', '/api/favorites/facets/')
    expect(facets.body.count).toBe(mine.length)
    expect(Object.fromEntries(facets.body.facets.status.map((o) => [o.value, o.count]))).toEqual({ available: 5, sold: 3 })
    const specs = await v.call<PropertySpecs>(favoritesSpecsGet, 'GET', '/api/favorites/specs/')
    expect(specs.body.count).toBe(mine.length)
    const rooms = [...new Set(mine.map((f) => f.rooms))].sort()
    expect(specs.body.specs.rooms.options.map((o) => o.value).sort()).toEqual(rooms)
    expect((await v.call(favoritesGet, 'GET', '/api/favorites/?rooms=abc')).status).toBe(400)
  })

  it('moves a viewed flat to the front when seen again and remembers only the latest ones', async () => {
    const v = new Visitor()
    for (const f of flats.slice(40, 43)) await v.add(viewedPost, f.id, '/api/viewed/')
    const again = await v.add(viewedPost, flats[40]!.id, '/api/viewed/')
    expect(again.body.results).toEqual([flats[40]!.id, flats[42]!.id, flats[41]!.id])
    for (const f of flats.slice(100, 100 + LIST_LIMITS.viewed)) await v.add(viewedPost, f.id, '/api/viewed/')
    const list = await v.call<PropertyList>(viewedGet, 'GET', `/api/viewed/?limit=100`)
    expect(list.body.count).toBe(LIST_LIMITS.viewed)
    expect(list.body.results[0]!.id).toBe(flats[100 + LIST_LIMITS.viewed - 1]!.id)
  })

  it('leaves out the viewed items a browser cleared or deleted locally (exclude), keeping order and paging', async () => {
    const v = new Visitor()
    for (const f of flats.slice(50, 54)) await v.add(viewedPost, f.id, '/api/viewed/')
    const hidden = [flats[51]!.id, flats[53]!.id]
    const list = await v.call<PropertyList>(viewedGet, 'GET', `/api/viewed/?exclude=${hidden.join(',')}`)
    expect(list.body.count).toBe(2)
    expect(list.body.results.map((r) => r.id)).toEqual([flats[52]!.id, flats[50]!.id])
    const everything = await v.call<PropertyList>(
      viewedGet,
      'GET',
      `/api/viewed/?exclude=${flats
        .slice(50, 54)
        .map((f) => f.id)
        .join(',')}`,
    )
    expect(everything.body).toMatchObject({ count: 0, results: [] })
    expect((await v.call(viewedGet, 'GET', '/api/viewed/?exclude=abc')).status).toBe(400)
  })

  it('shares favorites as a collection anyone can open; 400 when empty or the key is malformed, 404 for unknown keys', async () => {
    const owner = new Visitor()
    expect((await owner.call(collectionPost, 'POST', '/api/favorite_collection/')).status).toBe(400)
    for (const f of flats.slice(60, 63)) await owner.add(favoritesPost, f.id)
    const made = await owner.call<{ key: string; count: number }>(collectionPost, 'POST', '/api/favorite_collection/')
    expect(made.status).toBe(201)
    expect(made.body.count).toBe(3)
    expect(made.body.key).toMatch(/^[A-Za-z0-9]{12}$/)
    // Later changes to favorites do not change the shared snapshot.
    await owner.call(favoritesClear, 'DELETE', '/api/favorites/clear/')
    const friend = new Visitor()
    const shared = await friend.call<PropertyList>(
      collectionPropertiesGet,
      'GET',
      `/api/favorite_collection/${made.body.key}/properties/`,
      { params: { collection: made.body.key } },
    )
    expect(shared.status).toBe(200)
    expect(shared.body.results.map((r) => r.id)).toEqual(
      flats
        .slice(60, 63)
        .map((f) => f.id)
        .reverse(),
    )
    const missing = await friend.call<{ error: { code: string } }>(
      collectionPropertiesGet,
      'GET',
      '/api/favorite_collection/doesNotExist1/properties/',
      {
        params: { collection: 'doesNotExist1' },
      },
    )
    expect(missing.status).toBe(404)
    expect(missing.body.error.code).toBe('not_found')
    // The documented pattern is ^[A-Za-z0-9]{8,32}$: a key that breaks it is the caller's mistake.
    for (const key of ['x', '../etc/passwd', 'a'.repeat(33)]) {
      const malformed = await friend.call<{ error: { code: string; fields?: Record<string, string[]> } }>(
        collectionPropertiesGet,
        'GET',
        `/api/favorite_collection/${encodeURIComponent(key)}/properties/`,
        { params: { collection: key } },
      )
      expect(malformed.status, key).toBe(400)
      expect(malformed.body.error.fields).toHaveProperty('collection')
    }
  })
})
