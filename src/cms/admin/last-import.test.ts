import { describe, expect, it } from 'vitest'

import { lastImportLine } from './last-import'

describe('the dashboard line of the last import', () => {
  it('names the source, the Moscow time, the result and the figures', () => {
    expect(
      lastImportLine({
        createdAt: '2026-11-28T08:34:00Z',
        source_name: 'прайс.xlsx',
        source_kind: 'file',
        status: 'applied',
        counts: { price_changes: 12, status_changes: 3, errors: 1, unknown: 2 },
      }),
    ).toEqual({ text: 'Последний импорт прайса: Файл «прайс.xlsx», 28.11.2026 11:34 — применён: цен 12, статусов 3, ошибок 3', ok: true })
  })

  it('flags an import waiting for confirmation or failed', () => {
    const line = lastImportLine({
      createdAt: '2026-11-28T08:34:00Z',
      source_name: 'crm',
      source_kind: 'api',
      status: 'awaiting',
      counts: { guarded: 2 },
    })
    expect(line).toEqual({ text: expect.stringContaining('ожидает подтверждения: цен 0, статусов 0, ждут подтверждения 2'), ok: false })
    expect(lastImportLine(null)).toBeNull()
  })
})
