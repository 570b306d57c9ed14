// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Program } from '@/features/mortgage'

import type { Stamps } from './catalog-source'
import { toCard } from './dto'
import type { PropertyRecord } from './snapshot'
import { demoPrograms, demoSource } from './testing'

/** The database as the catalogue sees it: stamps and rows the test changes at will. */
type Row = PropertyRecord & { at: number }
const db = vi.hoisted(() => ({
  stamps: null as unknown as Stamps,
  rows: [] as Row[],
  fail: false,
  reads: { full: 0, since: 0, related: 0 },
  programs: [] as Program[],
  programReads: 0,
}))

vi.mock('@/features/mortgage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/mortgage')>()),
  readPrograms: async () => {
    db.programReads++
    return db.programs
  },
}))

vi.mock('@/cms/client', () => ({ cms: async () => ({}) }))
vi.mock('./catalog-source', () => ({
  readStamps: async () => {
    if (db.fail) throw new Error('connect ECONNREFUSED')
    return db.stamps
  },
  readProperties: async (_payload: unknown, since?: number) => {
    if (since === undefined) db.reads.full++
    else db.reads.since++
    return since === undefined ? db.rows : db.rows.filter((r) => r.at >= since)
  },
  readRelated: async (_payload: unknown, stamp: string) => {
    db.reads.related++
    const source = demoSource(1)
    return { stamp, buildings: source.buildings, sections: source.sections, layouts: source.layouts, images: new Map() }
  },
  readPlanImages: async () => undefined,
  // No price cut in the last 30 days: these tests are about when the catalogue reads, not the «цена снижена» mark.
  readWindowPrices: async () => new Map(),
}))

const stamp = (at: number, count: number, related = 'r1', programs = 'p1'): Stamps => ({
  properties: `${at}#${count}`,
  propertiesUpdatedAt: at,
  propertiesCount: count,
  related,
  programs,
})

let catalog: typeof import('./catalog')
let clock = 1_000_000

beforeEach(async () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('novaya-zarya.catalog')]
  vi.resetModules()
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(clock)
  db.rows = demoSource(1).properties.map((r) => ({ ...r, at: 0 }))
  db.stamps = stamp(0, db.rows.length)
  db.fail = false
  db.reads = { full: 0, since: 0, related: 0 }
  db.programs = demoPrograms()
  db.programReads = 0
  catalog = await import('./catalog')
})

afterEach(() => vi.useRealTimers())

const tick = (ms: number) => vi.setSystemTime((clock += ms))

describe('catalogue freshness', () => {
  it('loads once, then serves the same snapshot without asking the database until a change', async () => {
    const first = await catalog.getCatalog()
    expect(db.reads).toEqual({ full: 1, since: 0, related: 1 })
    expect(await catalog.getCatalog()).toBe(first)
    tick(60_000)
    expect(await catalog.getCatalog()).toBe(first)
    expect(db.reads).toEqual({ full: 1, since: 0, related: 1 })
  })

  it('re-reads only the rows written since, after a local change', async () => {
    await catalog.getCatalog()
    const changed = { ...db.rows[5]!, price: 1_111_000, at: 10 }
    db.rows[5] = changed
    db.stamps = stamp(10, db.rows.length)
    catalog.invalidateCatalog('properties')
    const snapshot = await catalog.getCatalog()
    expect(snapshot.items[snapshot.indexOf.get(changed.id)!]!.price).toBe(1_111_000)
    expect(db.reads).toEqual({ full: 1, since: 1, related: 1 })
  })

  it('hears another instance’s change through the change events, and reads it again once it has committed', async () => {
    const { emitCmsChange } = await import('@/server/change-events')
    const before = await catalog.getCatalog()
    db.rows[7] = { ...db.rows[7]!, status: 'sold', at: 20 }
    db.stamps = stamp(20, db.rows.length)
    emitCmsChange({ kind: 'collection', slug: 'properties', id: db.rows[7]!.id })
    const after = await catalog.getCatalog()
    expect(after).not.toBe(before)
    expect(after.items[7]!.status).toBe('sold')
  })

  it('reads everything again after a delete or a building change', async () => {
    await catalog.getCatalog()
    db.rows = db.rows.slice(1)
    db.stamps = stamp(0, db.rows.length)
    catalog.invalidateCatalog('properties')
    expect((await catalog.getCatalog()).size).toBe(db.rows.length)
    expect(db.reads.full).toBe(2)
    db.stamps = stamp(0, db.rows.length, 'r2')
    catalog.invalidateCatalog('buildings')
    await catalog.getCatalog()
    expect(db.reads).toMatchObject({ full: 3, related: 2 })
  })

  it('recomputes the monthly payments after a programme edit, re-reading only the programmes', async () => {
    const before = await catalog.getCatalog()
    const i = before.items.findIndex((r) => r.type === 'flat' && r.price < 12_000_000)
    const card = toCard(before, i)
    expect(card.full_mortgage_offer?.program).toBe('Семейная ипотека')
    // The family and IT programmes (6 %) go up to 8 %: the cheapest offer, and so the card's figure, change.
    db.programs = db.programs.map((p) => (p.category === 'family' || p.category === 'it' ? { ...p, rate: 8 } : p))
    db.stamps = stamp(0, db.rows.length, 'r1', 'p2')
    catalog.invalidateCatalog('mortgage-programs')
    const after = await catalog.getCatalog()
    expect(after).not.toBe(before)
    expect(toCard(after, i).full_mortgage_payment).toBeGreaterThan(card.full_mortgage_payment!)
    expect(db.programReads).toBe(2)
    expect(db.reads).toEqual({ full: 1, since: 0, related: 1 })
  })

  it('recomputes a flat’s monthly payment when its price changes', async () => {
    const before = await catalog.getCatalog()
    const i = before.items.findIndex((r) => r.type === 'flat')
    const payment = toCard(before, i).full_mortgage_payment!
    db.rows[i] = { ...db.rows[i]!, price: db.rows[i]!.price + 1_000_000, at: 30 }
    db.stamps = stamp(30, db.rows.length)
    catalog.invalidateCatalog('properties')
    const after = await catalog.getCatalog()
    expect(toCard(after, i).full_mortgage_payment).toBeGreaterThan(payment)
  })

  it('keeps serving the last snapshot while the database is down, and fails without one', async () => {
    const snapshot = await catalog.getCatalog()
    db.fail = true
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    catalog.invalidateCatalog('properties')
    expect(await catalog.getCatalog()).toBe(snapshot)
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('novaya-zarya.catalog')]
    vi.resetModules()
    const fresh = await import('./catalog')
    await expect(fresh.getCatalog()).rejects.toThrow(/ECONNREFUSED/)
  })

  it('rebuilds when a hold runs out, without reading the database', async () => {
    const now = Date.now()
    db.rows[3] = { ...db.rows[3]!, status: 'booked', hold_until: now + 5_000 }
    const held = await catalog.getCatalog()
    expect(held.validUntil).toBe(now + 5_000)
    tick(200)
    expect((await catalog.getCatalog()).choice.status.values[held.choice.status.codes[3]!]).toBe('booked')
    tick(5_000)
    const released = await catalog.getCatalog()
    expect(released.choice.status.values[released.choice.status.codes[3]!]).toBe('available')
    expect(db.reads.full).toBe(1)
  })
})
