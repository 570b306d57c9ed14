import { describe, expect, it } from 'vitest'

import { flatFacts, flatPlace, flatTitle, type FlatSummaryInput } from './flat-summary'

const flat: FlatSummaryInput = {
  type: { value: 'flat', label: 'Квартира' },
  rooms: 2,
  is_euro: false,
  area: 57.5,
  floor: 13,
  number: '84',
  building: 2,
  section: 1,
  finishing_kind: { value: 'furnished', label: 'с мебелью' },
  completion: { value: 'completed', label: 'дом сдан' },
  section_info: { total_floors: 16 },
}

describe('the booking page’s flat summary', () => {
  it('names rooms and area, a studio and the euro format', () => {
    expect(flatTitle(flat)).toBe('2-комнатная квартира 57,5\u00a0м²')
    expect(flatTitle({ ...flat, rooms: 0 })).toBe('Квартира-студия 57,5\u00a0м²')
    expect(flatTitle({ ...flat, is_euro: true })).toBe('2-комнатная квартира (евроформат) 57,5\u00a0м²')
    expect(flatTitle({ ...flat, type: { value: 'parking', label: 'Машино-место' }, rooms: null })).toBe('Машино-место 57,5\u00a0м²')
  })

  it('places it by корпус, секция and number, leaving out what is unknown', () => {
    expect(flatPlace(flat)).toBe('корпус 2, секция 1, квартира №\u00a084')
    expect(flatPlace({ ...flat, section: null, number: '' })).toBe('корпус 2')
  })

  it('lists floor of floors, finishing and completion, never an empty fact', () => {
    expect(flatFacts(flat)).toEqual([
      { label: 'Этаж', value: '13 из 16' },
      { label: 'Отделка', value: 'с мебелью' },
      { label: 'Срок сдачи', value: 'дом сдан' },
    ])
    expect(flatFacts({ ...flat, finishing_kind: null, section_info: null }).map((f) => f.value)).toEqual(['13', 'дом сдан'])
  })
})
