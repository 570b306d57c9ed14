import { describe, expect, it } from 'vitest'

import { DELIVERY_NOT_CONFIGURED } from '../options'
import { deliveryReasonRu, listUrl, waitedRu } from './attention'

const now = new Date('2026-11-28T12:00:00Z')

describe('the dashboard’s «Требует внимания сегодня»', () => {
  it('says how long the oldest new lead has waited, as the team says it', () => {
    expect(waitedRu('2026-11-28T11:48:00Z', now)).toBe('12\u00a0мин')
    expect(waitedRu(now.toISOString(), now)).toBe('меньше минуты')
    expect(waitedRu(new Date(now.getTime() - 59_000).toISOString(), now)).toBe('меньше минуты')
    expect(waitedRu(new Date(now.getTime() - 60_000).toISOString(), now)).toBe('1\u00a0мин')
    expect(waitedRu('2026-11-28T09:00:00Z', now)).toBe('3\u00a0ч')
    expect(waitedRu('2026-11-26T10:00:00Z', now)).toBe('2\u00a0дня')
  })

  it('names why a lead was not delivered in plain Russian, never an environment variable', () => {
    expect(deliveryReasonRu(DELIVERY_NOT_CONFIGURED)).toBe('CRM не подключена')
    expect(deliveryReasonRu('webhook: HTTP 503 Service Unavailable')).toBe('CRM не принимает заявки')
    expect(deliveryReasonRu('amocrm: HTTP 401 Unauthorized')).toBe('CRM отказала в доступе: проверьте ключ интеграции')
    expect(deliveryReasonRu('email: connect ECONNREFUSED 127.0.0.1:25')).toBe('письмо с заявкой не отправляется')
    expect(deliveryReasonRu('webhook: timeout; email: 550 mailbox unavailable')).toBe('CRM и почта не принимают заявки')
    for (const error of [DELIVERY_NOT_CONFIGURED, 'webhook: x', 'email: y', 'strange']) {
      expect(deliveryReasonRu(error)).not.toMatch(/[A-Z_]{4,}|webhook|smtp/i)
    }
  })

  it('links each item to the list filtered the way the «Фильтры» builder reads it', () => {
    const url = new URL(
      `http://x${listUrl('/admin', 'properties', { status: { equals: 'booked' }, hold_until: { less_than_equal: 'T' } })}`,
    )
    expect(url.pathname).toBe('/admin/collections/properties')
    expect(url.searchParams.get('where[or][0][and][0][status][equals]')).toBe('booked')
    expect(url.searchParams.get('where[or][0][and][1][hold_until][less_than_equal]')).toBe('T')
  })
})
