import { describe, expect, it } from 'vitest'

import { NO_BUILDING_DOCUMENTS } from '@/features/properties'

import { documentFacts } from './building-documents-model'

const NBSP = '\u00a0'

describe('a building’s documents and dates', () => {
  it('lists what a buyer checks, with every move of a date', () => {
    const facts = documentFacts({
      declaration_url: 'https://наш.дом.рф/сервисы/каталог-новостроек/объект/58203',
      permit_number: '78-15-0127-2024',
      permit_date: '2024-04-09',
      escrow_bank: 'Ладога Банк',
      delivery_date: '2027-11-30',
      keys_date: '2028-02-28',
      date_moves: [
        { kind: 'delivery', from: '2027-09-30', to: '2027-11-30', moved_at: '2026-06-03' },
        { kind: 'keys', from: '2027-12-15', to: '2028-02-28', moved_at: '2026-06-03' },
      ],
    })
    expect(facts.map((f) => [f.label, f.value, f.moves ?? null])).toEqual([
      ['Сдача дома', `30${NBSP}ноября 2027`, [`было 30${NBSP}сентября 2027, перенесли 3${NBSP}июня 2026`]],
      ['Выдача ключей', `28${NBSP}февраля 2028`, [`было 15${NBSP}декабря 2027, перенесли 3${NBSP}июня 2026`]],
      ['Разрешение на строительство', `№${NBSP}78-15-0127-2024 от 9${NBSP}апреля 2024`, null],
      ['Эскроу-счета', 'Ладога Банк', null],
      ['Проектная декларация', 'на наш.дом.рф', null],
    ])
    expect(facts.at(-1)?.href).toBe('https://наш.дом.рф/сервисы/каталог-новостроек/объект/58203')
  })

  it('leaves out what the developer has not filled in', () => {
    expect(documentFacts(NO_BUILDING_DOCUMENTS)).toEqual([])
  })
})
