import { describe, expect, it } from 'vitest'

import { agoRu, syncStatusLines } from './catalog-sync-status'

const now = new Date('2026-11-28T12:00:00Z')

describe('the dashboard lines of the catalogue sync', () => {
  it('say when each connector switched on last ran and what it did, in Russian', () => {
    const lines = syncStatusLines(
      {
        profitbase: { enabled: true },
        price_list_url: { enabled: true },
        runs: {
          profitbase: { last: { at: '2026-11-28T11:56:00Z', ok: true, message: 'цен изменено: 2' } },
          price_list_url: { last: { at: '2026-11-28T09:00:00Z', ok: false, message: 'Сервер с прайс-листом ответил 404' } },
        },
      },
      now,
    )
    expect(lines).toEqual([
      { text: 'Profitbase: обновлено 4\u00a0мин назад — цен изменено: 2', ok: true },
      { text: 'Прайс-лист по ссылке: ошибка 3\u00a0ч назад — Сервер с прайс-листом ответил 404', ok: false },
    ])
  })

  it('say nothing of a connector switched off, and that one switched on has not run yet', () => {
    expect(syncStatusLines({ profitbase: { enabled: true }, price_list_url: { enabled: false } }, now)).toEqual([
      { text: 'Profitbase: ещё не запускался', ok: true },
    ])
    expect(syncStatusLines(null, now)).toEqual([])
  })

  it('count the time as the team says it', () => {
    expect(agoRu('2026-11-28T11:59:50Z', now)).toBe('только что')
    expect(agoRu('2026-11-26T12:00:00Z', now)).toBe('2\u00a0дня назад')
    expect(agoRu('2026-11-27T12:00:00Z', now)).toBe('1\u00a0день назад')
  })
})
