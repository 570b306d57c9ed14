// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'

import { offlineConversionsCsv } from '@/cms/admin/offline-conversions'
import type { Lead, Property } from '@/cms/payload-types'

import { checkMetrika, uploadOfflineConversions } from './offline-conversions'
import { FakeMetrika } from './testing/fake-metrika'

const fakes: FakeMetrika[] = []
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()))
})

const sale = (id: number, overrides: Partial<Lead> = {}) =>
  ({
    id,
    client_id: '1732300000123456789',
    won_at: '2026-11-27T09:30:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    ...overrides,
  }) as Lead
const NOW = Date.parse('2026-11-28T12:00:00.000Z')

describe('the offline conversions file', () => {
  it('has a line per sale with a ClientID: when it became «успешно», and what it is worth', () => {
    const { csv, ids } = offlineConversionsCsv(
      [
        sale(1, { booked_price: 12_450_000 }),
        sale(2, { property: { id: 9, price: 9_800_000.4 } as Property }),
        sale(3, { client_id: 'not-a-client-id' }),
        sale(4, { won_at: null }),
      ],
      'crm_won',
      NOW,
    )
    expect(csv).toBe(
      'ClientId,Target,DateTime,Price,Currency\n' +
        '1732300000123456789,crm_won,1795771800,12450000,RUB\n' +
        '1732300000123456789,crm_won,1795771800,9800000,RUB\n' +
        '1732300000123456789,crm_won,1795773600,,\n',
    )
    expect(ids).toEqual([1, 2, 4])
  })

  it('never names a moment to come (Metrica refuses the file) nor a goal Metrica could not have', () => {
    const { csv } = offlineConversionsCsv([sale(1, { won_at: '2026-11-29T00:00:00.000Z' })], 'цель; DROP', NOW)
    expect(csv.split('\n')[1]).toBe(`1732300000123456789,crm_won,${NOW / 1000},,`)
  })
})

describe('Metrica’s upload API (local fake)', () => {
  it('accepts the file, and the check reads the counter', async () => {
    const fake = await new FakeMetrika().start()
    fakes.push(fake)
    const target = { counterId: fake.counterId, token: fake.token, baseUrl: fake.baseUrl }
    const { csv } = offlineConversionsCsv([sale(1, { booked_price: 12_450_000 })], 'crm_won', NOW)
    expect(await uploadOfflineConversions(target, csv)).toEqual({ id: 1, lines: 1 })
    expect(fake.uploads).toEqual([
      [{ ClientId: '1732300000123456789', Target: 'crm_won', DateTime: '1795771800', Price: '12450000', Currency: 'RUB' }],
    ])
    expect(await checkMetrika(target)).toBe(
      'Метрика ответила: счётчик 98765432 «ЖК «Новая Заря»» доступен, загрузка офлайн-конверсий возможна',
    )
  })

  it('words a refused token and an outage for the admin', async () => {
    const fake = await new FakeMetrika('98765432', 'y0_metrika-oauth-token', {
      fault: ({ n }) => (n === 2 ? { kind: 'outage' } : null),
    }).start()
    fakes.push(fake)
    const refused = await checkMetrika({ counterId: fake.counterId, token: 'wrong', baseUrl: fake.baseUrl }).catch(
      (error: Error) => error.message,
    )
    expect(refused).toBe(
      'Яндекс Метрика отклонила запрос: у токена нет доступа к счётчику (нужно право metrika:write) — Access is denied (HTTP 403)',
    )
    const down = await checkMetrika({ counterId: fake.counterId, token: fake.token, baseUrl: fake.baseUrl }).catch(
      (error: Error) => error.message,
    )
    expect(down).toMatch(/^Яндекс Метрика недоступна: HTTP 503/)
  })
})
