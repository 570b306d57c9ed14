import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cms } from '@/cms/client'
import { type ChangeEvent, onCmsChange } from '@/server/change-events'

import { rollbackImport } from '../engine'
import { type FakeProfitbase, type FakeProperty, startFakeProfitbase } from './fake-profitbase'
import { lastRuns, runDueConnectors } from './runs'

/**
 * The scheduled Profitbase pull against a local Profitbase and the run's real database (SQLite or PostgreSQL):
 * the fake starts as a copy of the seeded catalogue, a sales manager then changes a few flats there, and the
 * site must follow through the import engine — and put everything back afterwards for the other test files.
 */

type Seeded = { id: number; ref_id: string; price: number; status: string; hold_until: string | null }

const STATUS: Record<string, FakeProperty['status']> = { available: 'AVAILABLE', booked: 'BOOKED', sold: 'SOLD', off_sale: 'UNAVAILABLE' }
const fast = { minIntervalMs: 0 }
const MINUTE = 60_000

let fake: FakeProfitbase
let seeded: Seeded[]
/** The test's clock: the connector's runs and the fake's history both go by it. */
const start = Date.now()
let clock = start
const applied: number[] = []

async function catalogue(): Promise<Seeded[]> {
  const payload = await cms()
  const found = await payload.find({
    collection: 'properties',
    pagination: false,
    depth: 0,
    select: { ref_id: true, price: true, status: true, hold_until: true },
  })
  return found.docs as unknown as Seeded[]
}

async function configure(profitbase: Record<string, unknown>) {
  const payload = await cms()
  await payload.updateGlobal({ slug: 'catalog-sync', data: { profitbase: { interval: 15, ...profitbase } }, overrideAccess: true })
}

beforeAll(async () => {
  seeded = await catalogue()
  const now = Date.now()
  fake = await startFakeProfitbase({
    paceMs: 0,
    now: () => clock,
    properties: seeded.map((p) => ({
      id: p.ref_id,
      number: p.ref_id,
      // What the site shows: a hold that ran out is a flat on sale again.
      status: p.status === 'booked' && p.hold_until && Date.parse(p.hold_until) <= now ? 'AVAILABLE' : STATUS[p.status]!,
      price: { value: p.price },
    })),
  })
  await configure({ enabled: true, base_url: fake.baseUrl, new_api_key: fake.apiKey })
})

afterAll(async () => {
  const payload = await cms()
  for (const id of applied.reverse()) await rollbackImport(payload, id).catch(() => undefined)
  await configure({ enabled: false })
  await fake.close()
})

describe('the scheduled Profitbase pull', () => {
  const events: ChangeEvent[] = []

  it('keeps the API key write-only: nobody reads it back, the server uses it', async () => {
    const payload = await cms()
    const admin = { id: 0, role: 'admin', collection: 'users' } as never
    const asAdminSees = await payload.findGlobal({ slug: 'catalog-sync', overrideAccess: false, user: admin })
    expect(asAdminSees.profitbase).not.toHaveProperty('api_key', fake.apiKey)
    expect(asAdminSees.profitbase?.new_api_key ?? null).toBeNull()
  })

  it('first reads the whole list: nothing differs from the seeded catalogue, so nothing changes', async () => {
    const payload = await cms()
    const runs = await runDueConnectors(payload, { now: start, ...fast })
    expect(runs.profitbase).toMatchObject({ ok: true, message: 'Изменений нет' })
    expect(runs.profitbase!.counts).toMatchObject({ rows: seeded.length, price_changes: 0, status_changes: 0, unknown: 0, errors: 0 })
    expect(await catalogue()).toEqual(seeded)
  })

  it('is not due again before its interval, and then asks only what changed there since', async () => {
    const payload = await cms()
    expect(await runDueConnectors(payload, { now: start + 5 * MINUTE, ...fast })).toEqual({})

    clock = start + 10 * MINUTE
    const flats = seeded.filter((p) => p.status === 'available' && p.price > 0).slice(0, 3)
    fake.change(flats[0]!.ref_id, { price: { value: flats[0]!.price - 100_000 } })
    fake.change(flats[1]!.ref_id, { price: { value: flats[1]!.price + 50_000 } })
    fake.change(flats[2]!.ref_id, { status: 'SOLD' })
    const requestsBefore = fake.requests.length

    const stop = onCmsChange((event) => event.slug === 'properties' && events.push(event))
    const runs = await runDueConnectors(payload, { now: start + 16 * MINUTE, ...fast }).finally(stop)
    expect(runs.profitbase).toMatchObject({ ok: true, message: 'цен изменено: 2, статусов изменено: 1' })
    applied.push(runs.profitbase!.importId!)
    // Only the history and the three properties it named were asked for.
    expect(fake.requests.slice(requestsBefore).map((r) => r.path.split('/').pop())).toEqual(['history', 'property'])

    const now = new Map((await catalogue()).map((p) => [p.id, p]))
    expect(now.get(flats[0]!.id)!.price).toBe(flats[0]!.price - 100_000)
    expect(now.get(flats[1]!.id)!.price).toBe(flats[1]!.price + 50_000)
    expect(now.get(flats[2]!.id)!.status).toBe('sold')
    // One event names every changed property; the history says where the change came from.
    expect(events.map((e) => e.ids?.map(Number).sort())).toEqual([flats.map((f) => f.id).sort()])
    const history = await payload.find({
      collection: 'property-changes',
      where: { import: { equals: runs.profitbase!.importId } },
      depth: 0,
    })
    expect(history.docs).toHaveLength(3)
  })

  it('runs on one instance at a time: a second run while the first holds the lease does nothing', async () => {
    const payload = await cms()
    clock = start + 30 * MINUTE
    const flat = seeded.filter((p) => p.status === 'available' && p.price > 0)[4]!
    fake.change(flat.ref_id, { price: { value: flat.price - 20_000 } })
    // The first run takes at least 300 ms (the history, then the flat, paced 300 ms apart); the second starts 100 ms in.
    const first = runDueConnectors(payload, { now: start + 40 * MINUTE, minIntervalMs: 300 })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await runDueConnectors(payload, { now: start + 40 * MINUTE, ...fast })).toEqual({})
    const done = await first
    expect(done.profitbase).toMatchObject({ ok: true, message: 'цен изменено: 1' })
    applied.push(done.profitbase!.importId!)
  })

  it('reports a Profitbase that is down in Russian, and asks the same changes again next time', async () => {
    const payload = await cms()
    fake.down = true
    const failed = await runDueConnectors(payload, { now: start + 60 * MINUTE, ...fast, backoffMs: 1 })
    fake.down = false
    expect(failed.profitbase).toMatchObject({ ok: false, message: 'Profitbase отвечает ошибкой 503', importId: null })
    expect((await lastRuns(payload)).profitbase).toMatchObject({ ok: false, message: 'Profitbase отвечает ошибкой 503' })

    clock = start + 70 * MINUTE
    const flat = seeded.filter((p) => p.status === 'available' && p.price > 0)[5]!
    fake.change(flat.ref_id, { price: { value: flat.price - 10_000 } })
    const again = await runDueConnectors(payload, { now: start + 76 * MINUTE, ...fast })
    expect(again.profitbase).toMatchObject({ ok: true, message: 'цен изменено: 1' })
    applied.push(again.profitbase!.importId!)
  })
})
