import { describe, expect, it } from 'vitest'

import { flatDetail } from './flat-fixture'
import { formatCeiling, formatFloor, keyFacts } from './key-facts'

describe('keyFacts', () => {
  it('lists корпус, секция, этаж of the section floors, number, finishing, ceiling, windows and completion', () => {
    expect(keyFacts(flatDetail())).toEqual([
      { label: 'Корпус', value: '3' },
      { label: 'Секция', value: '2' },
      { label: 'Этаж', value: '7 из 16' },
      { label: 'Номер квартиры', value: '№\u00a0123' },
      { label: 'Отделка', value: 'чистовая' },
      { label: 'Высота потолков', value: '2,85\u00a0м' },
      { label: 'Окна выходят на', value: 'юго-восток' },
      { label: 'Срок сдачи', value: '4 кв. 2027' },
    ])
  })

  it("says 'дом сдан' for a completed building", () => {
    const facts = keyFacts(flatDetail({ completion: { value: 'completed', label: 'дом сдан' } }))
    expect(facts.at(-1)).toEqual({ label: 'Срок сдачи', value: 'дом сдан' })
  })

  it('leaves out facts the property does not have instead of showing them empty', () => {
    const labels = keyFacts(
      flatDetail({
        section: null,
        finishing_kind: null,
        ceiling_height: null,
        orientation: null,
        type: { value: 'storage', label: 'Кладовая' },
      }),
    ).map((f) => f.label)
    expect(labels).toEqual(['Корпус', 'Этаж', 'Номер', 'Срок сдачи'])
  })

  it('formats the floor and the ceiling height the Russian way', () => {
    expect(formatFloor(7, 16)).toBe('7 из 16')
    expect(formatFloor(7, null)).toBe('7')
    expect(formatCeiling(3)).toBe('3\u00a0м')
    expect(formatCeiling(2.7)).toBe('2,7\u00a0м')
  })
})
