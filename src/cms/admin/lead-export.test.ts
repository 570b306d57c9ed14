import { describe, expect, it } from 'vitest'

import { DELIVERY_NOT_CONFIGURED } from '../options'
import { deliveryErrorCell, notesCell } from './lead-export'

describe('the leads CSV', () => {
  it('carries the sales comment thread, one comment a line with its time (Moscow) and author', () => {
    const notes = [
      { text: 'Перезвонил, думает', at: '2026-11-28T11:05:00Z', author: { name: 'Анна Продажи', email: 'anna@x.ru' } },
      { text: ' Договорились на показ ', at: '2026-11-28T12:30:00Z', author: { email: 'ivan@x.ru' } },
      { text: '', at: '2026-11-28T12:31:00Z', author: null },
    ]
    expect(notesCell(notes)).toBe('28.11.2026 14:05, Анна Продажи: Перезвонил, думает\n28.11.2026 15:30, ivan@x.ru: Договорились на показ')
    expect(notesCell(undefined)).toBe('')
  })

  it('says a delivery problem once: no error column repeating «Доставка»', () => {
    expect(deliveryErrorCell({ delivery_status: 'pending', delivery_error: DELIVERY_NOT_CONFIGURED })).toBe('')
    expect(deliveryErrorCell({ delivery_status: 'failed', delivery_error: 'webhook: HTTP 503' })).toBe('webhook: HTTP 503')
    expect(deliveryErrorCell({ delivery_status: 'delivered', delivery_error: null })).toBe('')
  })
})

describe('a phone in the admin lists', () => {
  it('reads +7 921 123-45-67, a foreign number stays as stored', async () => {
    const { displayPhone } = await import('./phone-text')
    expect(displayPhone('+79211234567')).toBe('+7\u00a0921\u00a0123-45-67')
    expect(displayPhone('89211234567')).toBe('+7\u00a0921\u00a0123-45-67')
    expect(displayPhone('+4930123456')).toBe('+4930123456')
  })
})
