import { describe, expect, it } from 'vitest'

import { HttpError, retryAfterSeconds } from '@/lib/http-client'

import { refusalOf, retryIn } from './refusal'

const refused = (retryAfter?: number) =>
  new HttpError('Too many requests', 'POST', '/api/requests/', 429, { error: { code: 'rate_limited' } }, retryAfter)

describe('a form refused for too many sends (429)', () => {
  it('says what happened and when to send again, from Retry-After', () => {
    expect(refusalOf(refused(600))).toEqual({
      title: 'Слишком много отправок подряд',
      text: 'Связь в порядке: сайт временно придержал отправку с этого устройства, чтобы защититься от автоматических заявок. Отправьте ещё раз через 10 минут — введённое сохранится.',
    })
  })

  it('rounds the wait up to what people say, with the right Russian form', () => {
    expect(retryIn(1)).toBe('через 1 секунду')
    expect(retryIn(45)).toBe('через 45 секунд')
    expect(retryIn(60)).toBe('через минуту')
    expect(retryIn(61)).toBe('через 2 минуты')
    expect(retryIn(272)).toBe('через 5 минут')
    expect(retryIn(21 * 60)).toBe('через 21 минуту')
    expect(retryIn(3600)).toBe('через час')
    expect(retryIn(3 * 3600)).toBe('через 3 часа')
    expect(retryIn(undefined)).toBe('через несколько минут')
  })

  it('leaves every other failure to the form’s own message', () => {
    expect(refusalOf(new HttpError('Bad gateway', 'POST', '/api/requests/', 502))).toBeNull()
    expect(refusalOf(new HttpError('Failed to fetch', 'POST', '/api/requests/'))).toBeNull()
    expect(refusalOf(new Error('boom'))).toBeNull()
  })

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-28T08:00:00Z')
    expect(retryAfterSeconds('120', now)).toBe(120)
    expect(retryAfterSeconds('Sat, 28 Nov 2026 08:03:00 GMT', now)).toBe(180)
    expect(retryAfterSeconds(null, now)).toBeUndefined()
    expect(retryAfterSeconds('soon', now)).toBeUndefined()
  })
})
