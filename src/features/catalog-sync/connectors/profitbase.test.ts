// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'

import { type FakeProfitbase, type FakeProperty, startFakeProfitbase } from './fake-profitbase'
import { ConnectorError } from './http'
import { PAGE_SIZE, profitbaseClient, pullProfitbase } from './profitbase'

const flats = (n: number): FakeProperty[] =>
  Array.from({ length: n }, (_, i) => ({
    id: 1_000 + i,
    number: String(i + 1),
    status: i % 7 === 0 ? 'SOLD' : i % 5 === 0 ? 'BOOKED' : 'AVAILABLE',
    price: { value: 9_000_000 + i * 10_000 },
  }))

let fake: FakeProfitbase | null = null
afterEach(async () => {
  await fake?.close()
  fake = null
})

/** The gaps between the starts of consecutive requests the fake received, in ms. */
const gaps = (f: FakeProfitbase) => f.requests.slice(1).map((r, i) => r.at - f.requests[i]!.at)

describe('the Profitbase connector', () => {
  it('exchanges the key for a token, reads the whole list page by page at one request a second: a full list', async () => {
    fake = await startFakeProfitbase({ properties: flats(PAGE_SIZE + 20) })
    const client = profitbaseClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey })
    const result = await pullProfitbase(client, null)
    expect(result.mode).toBe('full')
    expect(result.rows).toHaveLength(PAGE_SIZE + 20)
    expect(result.rows[0]).toEqual({ row: 1, code: '1000', price: 9_000_000, status: 'sold' })
    expect(result.rows[5]).toEqual({ row: 6, code: '1005', price: 9_050_000, status: 'booked' })
    expect(result.errors).toEqual([])
    expect(fake.requests.map((r) => `${r.method} ${r.path.split('/').pop()} ${r.status}`)).toEqual([
      'POST authentication 200',
      'GET property 200',
      'GET property 200',
    ])
    // The fake refuses a request sooner than a second after the last: none was.
    expect(Math.min(...gaps(fake))).toBeGreaterThanOrEqual(1_000)
  }, 15_000)

  it('then asks only what changed since the last run: a partial list', async () => {
    fake = await startFakeProfitbase({ paceMs: 50, properties: flats(30) })
    const client = profitbaseClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }, { minIntervalMs: 50 })
    const first = await pullProfitbase(client, null)
    fake.change(1_003, { price: { value: 8_500_000 } })
    fake.change(1_004, { status: 'BOOKED' })
    const second = await pullProfitbase(client, first.cursor, Date.now() + 1_000)
    expect(second.mode).toBe('partial')
    expect(second.rows.map((r) => [r.code, r.price, r.status])).toEqual([
      ['1003', 8_500_000, 'available'],
      ['1004', 9_040_000, 'booked'],
    ])
    expect(fake.requests.slice(-2).map((r) => r.path.split('/').pop())).toEqual(['history', 'property'])
  })

  it('waits as a 429 asks and tries again, and takes a new token when the old one ran out', async () => {
    fake = await startFakeProfitbase({ paceMs: 50, properties: flats(3) })
    const client = profitbaseClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }, { minIntervalMs: 50 })
    await pullProfitbase(client, null)
    fake.expireTokens()
    fake.throttleNext = 1
    const again = await pullProfitbase(client, null)
    expect(again.rows).toHaveLength(3)
    const statuses = fake.requests.slice(2).map((r) => `${r.path.split('/').pop()} ${r.status}`)
    expect(statuses).toEqual(['property 429', 'property 403', 'authentication 200', 'property 200'])
    // Retry-After: 1 was honoured.
    expect(fake.requests[3]!.at - fake.requests[2]!.at).toBeGreaterThanOrEqual(1_000)
  })

  it('reports a server that stays down, and a refused key, in Russian', async () => {
    fake = await startFakeProfitbase({ paceMs: 0, properties: flats(3) })
    const fast = { minIntervalMs: 0, backoffMs: 10 }
    fake.down = true
    const down = pullProfitbase(profitbaseClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }, fast), null)
    await expect(down).rejects.toThrow(ConnectorError)
    await expect(down).rejects.toThrow('Profitbase отвечает ошибкой 503')
    expect(fake.requests).toHaveLength(4)

    fake.down = false
    await expect(pullProfitbase(profitbaseClient({ baseUrl: fake.baseUrl, apiKey: 'wrong' }, fast), null)).rejects.toThrow(
      /Profitbase не принял API-ключ/,
    )
    const gone = `http://127.0.0.1:1/api/v4/json`
    await expect(pullProfitbase(profitbaseClient({ baseUrl: gone, apiKey: 'x' }, fast), null)).rejects.toThrow(/^Profitbase не отвечает/)
  })

  it('comes back after an outage within its retries', async () => {
    fake = await startFakeProfitbase({ paceMs: 0, properties: flats(3) })
    fake.down = true
    setTimeout(() => (fake!.down = false), 150)
    const result = await pullProfitbase(
      profitbaseClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }, { minIntervalMs: 0, backoffMs: 100 }),
      null,
    )
    expect(result.rows).toHaveLength(3)
  })

  it('turns a property it cannot read into a row error, never a guess', async () => {
    fake = await startFakeProfitbase({ paceMs: 0 })
    fake.properties.set(1, { id: 1, number: '1', status: 'RESERVED_BY_ALIENS' as FakeProperty['status'], price: { value: 1 } })
    fake.properties.set(2, { id: 2, number: '2', status: 'AVAILABLE', price: { value: 'дорого' as unknown as number } })
    const result = await pullProfitbase(profitbaseClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey }, { minIntervalMs: 0 }), null)
    expect(result.rows).toEqual([])
    expect(result.errors).toEqual([
      { row: 1, message: 'Помещение 1: статус Profitbase «RESERVED_BY_ALIENS» неизвестен сайту' },
      { row: 2, message: 'Помещение 2: цена «дорого» не число' },
    ])
  })
})
