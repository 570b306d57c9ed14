import { beforeAll, describe, expect, inject, it } from 'vitest'

import { DELETE as compareDelete } from '@/app/api/compare/[id]/route'
import { DELETE as compareClear } from '@/app/api/compare/clear/route'
import { GET as compareGet, POST as comparePost } from '@/app/api/compare/route'
import { GET as sharedGet } from '@/app/api/compare_collection/[collection]/route'
import { POST as sharePost } from '@/app/api/compare_collection/route'
import { GET as favoriteIdsGet } from '@/app/api/favorites/favorite_properties/route'
import { POST as favoritesPost } from '@/app/api/favorites/route'
import { cms } from '@/cms/client'
import type { IdList } from '@/features/favorites'
import { Visitor } from '@/features/favorites/test-visitor'

import type { CompareList } from './compare.schema'

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } }

let flats: number[]
let parking: number[]

const add = (v: Visitor, id: number) =>
  v.call<IdList & ErrorBody>(comparePost, 'POST', '/api/compare/', { body: JSON.stringify({ id }), type: 'application/json' })
const list = (v: Visitor) => v.call<CompareList>(compareGet, 'GET', '/api/compare/')
const remove = (v: Visitor, id: number) => v.call<IdList>(compareDelete, 'DELETE', `/api/compare/${id}/`, { params: { id: String(id) } })
const clear = (v: Visitor) => v.call<IdList>(compareClear, 'DELETE', '/api/compare/clear/')
const ids = (answer: { body: CompareList }) => answer.body.results.map((r) => r.id)

describe(`compare on ${inject('dialect')}`, () => {
  beforeAll(async () => {
    const payload = await cms()
    const ofType = async (type: string) =>
      (await payload.find({ collection: 'properties', where: { type: { equals: type } }, limit: 20, depth: 0, sort: 'id' })).docs.map(
        (d) => d.id,
      )
    flats = await ofType('flat')
    parking = await ofType('parking')
    expect(flats.length).toBeGreaterThanOrEqual(12)
    expect(parking.length).toBeGreaterThanOrEqual(2)
  })

  it('adds, lists in the order of adding, removes and clears; every answer is private', async () => {
    const v = new Visitor()
    expect((await list(v)).body).toEqual({ count: 0, results: [] })
    const first = await add(v, flats[0]!)
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ count: 1, results: [flats[0]] })
    expect(first.cacheControl).toBe('private, no-store')
    await add(v, flats[1]!)
    await add(v, flats[2]!)
    // Adding again changes nothing.
    expect((await add(v, flats[1]!)).body.count).toBe(3)
    const listed = await list(v)
    expect(listed.cacheControl).toBe('private, no-store')
    expect(ids(listed)).toEqual([flats[0], flats[1], flats[2]])
    // Each item carries what the comparison lines up beyond the card.
    const flat = listed.body.results[0]!
    expect(flat.type.value).toBe('flat')
    expect(flat.living_area).toMatch(/м²$/)
    expect(flat.total_floors).toBeGreaterThanOrEqual(flat.floor)
    expect(flat).toHaveProperty('kitchen_area')
    expect(flat).toHaveProperty('full_mortgage_payment')

    const removed = await remove(v, flats[1]!)
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ count: 2, results: [flats[2], flats[0]] })
    expect(ids(await list(v))).toEqual([flats[0], flats[2]])
    const cleared = await clear(v)
    expect(cleared.status).toBe(200)
    expect(cleared.body).toEqual({ count: 0, results: [] })
    expect((await list(v)).body.count).toBe(0)
  })

  it('clearing the comparison leaves favorites alone, and favorites are not compared', async () => {
    const v = new Visitor()
    await v.add(favoritesPost, flats[3]!)
    await add(v, flats[4]!)
    expect(ids(await list(v))).toEqual([flats[4]])
    await clear(v)
    expect((await v.call<IdList>(favoriteIdsGet, 'GET', '/api/favorites/favorite_properties')).body.results).toEqual([flats[3]])
  })

  it('refuses a fifth property with a Russian message (409) and keeps the four', async () => {
    const v = new Visitor()
    for (const id of flats.slice(0, 4)) expect((await add(v, id)).status).toBe(201)
    const fifth = await add(v, flats[4]!)
    expect(fifth.status).toBe(409)
    expect(fifth.body.error.code).toBe('conflict')
    expect(fifth.body.error.message).toBe('В сравнении уже 4 помещения — уберите одно из них, чтобы добавить другое')
    expect(ids(await list(v))).toEqual(flats.slice(0, 4))
    // One already compared is still fine to add again, and a freed place takes a new one.
    expect((await add(v, flats[2]!)).status).toBe(201)
    await remove(v, flats[0]!)
    expect((await add(v, flats[4]!)).status).toBe(201)
    expect(ids(await list(v))).toEqual([flats[1], flats[2], flats[3], flats[4]])
  })

  it('compares one type only: a parking space beside flats is refused until the comparison is cleared', async () => {
    const v = new Visitor()
    await add(v, flats[0]!)
    const mixed = await add(v, parking[0]!)
    expect(mixed.status).toBe(409)
    expect(mixed.body.error.message).toBe(
      'Сравнивать можно помещения одного типа: в сравнении сейчас квартиры. Очистите сравнение, чтобы сравнить машино-места.',
    )
    expect(ids(await list(v))).toEqual([flats[0]])
    await clear(v)
    expect((await add(v, parking[0]!)).status).toBe(201)
    expect((await add(v, parking[1]!)).status).toBe(201)
    expect((await add(v, flats[0]!)).body.error.message).toMatch(/сейчас машино-места.*сравнить квартиры/)
  })

  it('validates the write: 400 for a bad body or id, 404 for an unknown property', async () => {
    const v = new Visitor()
    const bad = await v.call<ErrorBody>(comparePost, 'POST', '/api/compare/', { body: '{"id":"x"}', type: 'application/json' })
    expect(bad.status).toBe(400)
    const unknown = await add(v, 2_000_000_000)
    expect(unknown.status).toBe(404)
    expect(unknown.body.error.code).toBe('not_found')
    const badId = await v.call<ErrorBody>(compareDelete, 'DELETE', '/api/compare/abc/', { params: { id: 'abc' } })
    expect(badId.status).toBeGreaterThanOrEqual(400)
    expect(badId.status).toBeLessThan(500)
  })

  it('refuses every write without a matching X-CSRFToken (403)', async () => {
    const v = new Visitor()
    await add(v, flats[5]!)
    const forged = (method: string, path: string, body?: string) =>
      new Request(`http://localhost${path}`, { method, headers: { cookie: `csrftoken=${v.csrf}; vid=${v.vid}` }, body })
    const answers = await Promise.all([
      comparePost(forged('POST', '/api/compare/', JSON.stringify({ id: flats[6] })), { params: Promise.resolve({}) }),
      compareDelete(forged('DELETE', `/api/compare/${flats[5]}/`), { params: Promise.resolve({ id: String(flats[5]) }) }),
      compareClear(forged('DELETE', '/api/compare/clear/'), { params: Promise.resolve({}) }),
      sharePost(forged('POST', '/api/compare_collection/'), { params: Promise.resolve({}) }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBe(403)
      expect(((await answer.json()) as ErrorBody).error.code).toBe('csrf_failed')
    }
    expect(ids(await list(v))).toEqual([flats[5]])
  })

  it('keeps each visitor’s comparison apart', async () => {
    const a = new Visitor()
    const b = new Visitor()
    await add(a, flats[7]!)
    await add(a, flats[8]!)
    expect((await list(b)).body.count).toBe(0)
    await add(b, flats[9]!)
    // B removing or clearing touches only B's own comparison.
    await remove(b, flats[7]!)
    await clear(b)
    expect(ids(await list(a))).toEqual([flats[7], flats[8]])
    expect((await list(b)).body.count).toBe(0)
  })

  it('concurrent adds never pass 4 and never lose a write: each 201 is stored, the rest are 409', async () => {
    // A new browser's burst: six adds leave before any answer has set the vid cookie.
    const v = new Visitor()
    const burst = flats.slice(0, 6)
    const answers = await Promise.all(burst.map((id) => add(v, id)))
    const accepted = burst.filter((_, i) => answers[i]!.status === 201)
    expect(accepted).toHaveLength(4)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(2)
    expect([...ids(await list(v))].sort()).toEqual([...accepted].sort())

    // A known visitor with two places left, and two tabs racing on types: whatever was accepted is there.
    const w = new Visitor()
    await add(w, flats[6]!)
    await add(w, flats[7]!)
    const race = [flats[8]!, flats[9]!, flats[10]!, parking[0]!, flats[11]!]
    const raced = await Promise.all(race.map((id) => add(w, id)))
    const kept = race.filter((_, i) => raced[i]!.status === 201)
    expect(kept).toHaveLength(2)
    expect(kept).not.toContain(parking[0])
    expect(raced.every((a) => a.status === 201 || a.status === 409)).toBe(true)
    expect([...ids(await list(w))].sort()).toEqual([flats[6]!, flats[7]!, ...kept].sort())
  })

  it('shares the comparison as a link anyone opens in the same order; 400 when empty or malformed, 404 unknown', async () => {
    const owner = new Visitor()
    expect((await owner.call<ErrorBody>(sharePost, 'POST', '/api/compare_collection/')).status).toBe(400)
    for (const id of flats.slice(0, 3)) await add(owner, id)
    const made = await owner.call<{ key: string; count: number }>(sharePost, 'POST', '/api/compare_collection/')
    expect(made.status).toBe(201)
    expect(made.body).toEqual({ key: expect.stringMatching(/^[A-Za-z0-9]{12}$/), count: 3 })
    // The link is a snapshot: the owner's later changes do not move it.
    await clear(owner)
    const friend = new Visitor()
    const shared = await friend.call<CompareList>(sharedGet, 'GET', `/api/compare_collection/${made.body.key}/`, {
      params: { collection: made.body.key },
    })
    expect(shared.status).toBe(200)
    expect(ids(shared)).toEqual(flats.slice(0, 3))
    expect(shared.body.results[0]).toHaveProperty('living_area')
    // Opening it adds nothing to the friend's own comparison.
    expect((await list(friend)).body.count).toBe(0)
    const missing = await friend.call<ErrorBody>(sharedGet, 'GET', '/api/compare_collection/doesNotExist1/', {
      params: { collection: 'doesNotExist1' },
    })
    expect(missing.status).toBe(404)
    const malformed = await friend.call<ErrorBody>(sharedGet, 'GET', '/api/compare_collection/x/', { params: { collection: 'x' } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.fields).toHaveProperty('collection')
  })
})
