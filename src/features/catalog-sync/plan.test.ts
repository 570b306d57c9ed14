import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { countsOf, type CurrentProperty, planImport, type StoredStatus } from './plan'
import type { PriceListRow } from './price-list/types'

const NOW = Date.parse('2026-11-28T10:00:00Z')
const HOUR = 3600_000

const flat = (id: number, extra: Partial<CurrentProperty> = {}): CurrentProperty => ({
  id,
  code: `NZ-${id}`,
  price: 10_000_000,
  oldPrice: null,
  area: 50,
  status: 'available',
  holdUntil: null,
  ...extra,
})

const plan = (properties: CurrentProperty[], rows: PriceListRow[], mode: 'partial' | 'full' = 'partial') =>
  planImport(properties, rows, { mode, now: NOW, guardPercent: 15 })

describe('import plan', () => {
  it('sorts rows into changes, unchanged, unknown codes, errors and duplicates', () => {
    const p = plan(
      [flat(1), flat(2), flat(3), flat(4)],
      [
        { row: 2, code: 'NZ-1', price: 10_500_000 },
        { row: 3, code: ' NZ-2 ', status: 'sold' },
        { row: 4, code: 'NZ-3', price: 10_000_000, status: 'available' },
        { row: 5, code: 'NZ-99', price: 1 },
        { row: 6, code: '', price: 1 },
        { row: 7, code: 'NZ-4', price: 9_900_000 },
        { row: 8, code: 'NZ-4', price: 9_800_000 },
        { row: 9, code: 'NZ-3' },
      ],
    )
    expect(p.changes.map((c) => [c.row, c.price, c.status])).toEqual([
      [2, 10_500_000, 'available'],
      [3, 10_000_000, 'sold'],
    ])
    expect(p.changes[0]!.price_per_m2).toBe(210_000)
    expect(p.unchanged).toBe(1)
    expect(p.unknown).toEqual([{ row: 5, code: 'NZ-99' }])
    expect(p.errors).toEqual([
      { row: 6, message: 'Не указан код помещения' },
      { row: 9, message: 'В строке нет ни цены, ни статуса' },
    ])
    expect(p.duplicates).toEqual([{ code: 'NZ-4', rows: [7, 8] }])
    expect(countsOf(p)).toMatchObject({ rows: 8, price_changes: 1, status_changes: 1, unknown: 1, errors: 2, duplicates: 2, guarded: 0 })
  })

  it('guards a price moving past the threshold, a price ≤ 0 and a sold flat back on sale', () => {
    const p = plan(
      [flat(1), flat(2), flat(3, { status: 'sold' }), flat(4)],
      [
        { row: 2, code: 'NZ-1', price: 11_600_000 },
        { row: 3, code: 'NZ-2', price: 0 },
        { row: 4, code: 'NZ-3', status: 'available' },
        { row: 5, code: 'NZ-4', price: 11_500_000 },
      ],
    )
    expect(p.guards.map((g) => [g.row, g.kind])).toEqual([
      [2, 'price_jump'],
      [3, 'non_positive_price'],
      [4, 'sold_back_on_sale'],
    ])
    expect(p.guards[0]!.message).toContain('16 %')
  })

  it("keeps a hold of this site's booking against the CRM, but lets a sale through", () => {
    const held = { status: 'booked' as const, holdUntil: NOW + HOUR }
    const p = plan(
      [flat(1, held), flat(2, held), flat(3, { status: 'booked', holdUntil: NOW - HOUR })],
      [
        { row: 2, code: 'NZ-1', status: 'available', price: 9_000_000 },
        { row: 3, code: 'NZ-2', status: 'sold' },
        { row: 4, code: 'NZ-3', status: 'available' },
      ],
    )
    expect(p.conflicts).toEqual([expect.objectContaining({ row: 2, property: 1 })])
    expect(p.changes.map((c) => [c.property, c.status_before, c.status, c.price])).toEqual([
      [1, 'booked', 'booked', 9_000_000],
      [2, 'booked', 'sold', 10_000_000],
    ])
    // A hold that ran out is on sale already: the CRM's "available" changes nothing.
    expect(p.unchanged).toBe(1)
  })

  it('a full list takes what it leaves out off sale, never sold flats nor site holds', () => {
    const properties = [
      flat(1),
      flat(2),
      flat(3, { status: 'sold' }),
      flat(4, { status: 'booked', holdUntil: NOW + HOUR }),
      flat(5, { status: 'off_sale' }),
    ]
    const p = plan(properties, [{ row: 2, code: 'NZ-1', price: 10_000_000 }], 'full')
    expect(p.changes.map((c) => [c.property, c.row, c.status])).toEqual([[2, null, 'off_sale']])
    expect(p.missing).toBe(1)
    expect(p.conflicts.map((c) => c.property)).toEqual([4])
    // A full list with a row it could not read takes nothing off sale unconfirmed.
    const withErrors = planImport(properties, [{ row: 2, code: 'NZ-1', price: 10_000_000 }], {
      mode: 'full',
      now: NOW,
      guardPercent: 15,
      errors: [{ row: 3, message: 'Цена не распознана' }],
    })
    expect(withErrors.guards.map((g) => g.kind)).toEqual(['full_list_errors'])
    // The same list as a partial one leaves the rest alone.
    expect(plan(properties, [{ row: 2, code: 'NZ-1', price: 10_000_000 }]).changes).toEqual([])
  })

  it('a discount strikes the list price out; an old price no longer above the price goes', () => {
    const p = plan(
      [flat(1), flat(2, { oldPrice: 10_500_000 })],
      [
        { row: 2, code: 'NZ-1', price: 10_000_000, discountPercent: 10 },
        { row: 3, code: 'NZ-2', price: 10_600_000 },
      ],
    )
    expect(p.changes.map((c) => [c.price, c.old_price])).toEqual([
      [9_000_000, 10_000_000],
      [10_600_000, null],
    ])
  })

  it('every known, single, valid row is either a change or unchanged, and a plan applied to itself changes nothing', () => {
    const statuses: StoredStatus[] = ['available', 'booked', 'sold', 'off_sale']
    const arb = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 40 }),
        price: fc.option(fc.integer({ min: 1, max: 30_000_000 }), { nil: undefined }),
        status: fc.option(fc.constantFrom(...statuses), { nil: undefined }),
      }),
      { maxLength: 60 },
    )
    fc.assert(
      fc.property(arb, fc.constantFrom('partial' as const, 'full' as const), (input, mode) => {
        const properties = Array.from({ length: 30 }, (_, i) => flat(i + 1, { price: 1_000_000 * (i + 1), status: statuses[i % 4]! }))
        const rows: PriceListRow[] = input.map((r, i) => ({ row: i + 2, code: `NZ-${r.id}`, price: r.price, status: r.status }))
        const p = planImport(properties, rows, { mode, now: NOW, guardPercent: 15 })
        const c = countsOf(p)
        expect(p.changes.filter((x) => x.row !== null).length + p.unchanged + c.unknown + c.errors + c.duplicates).toBe(rows.length)
        // Apply the plan to the properties, then plan the same rows again: nothing is left to change.
        const after = properties.map((q) => {
          const change = p.changes.find((x) => x.property === q.id)
          return change ? { ...q, price: change.price, oldPrice: change.old_price, status: change.status } : q
        })
        const again = planImport(after, rows, { mode, now: NOW, guardPercent: 15 })
        expect(again.changes).toEqual([])
      }),
    )
  })
})
