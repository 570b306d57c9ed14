import { describe, expect, it } from 'vitest'

import { isBlank } from './seed-content'

describe('a global the seed may fill', () => {
  it('is blank while it holds only its schema defaults, and filled once anyone wrote a value', () => {
    // What findGlobal answers for site settings never saved: the defaults of its fields.
    const neverSaved = {
      id: 1,
      project_name: 'ЖК «Новая Заря»',
      price_guard_percent: 15,
      holidays: { is_enabled: false },
      _status: 'draft',
    }
    expect(isBlank(neverSaved)).toBe(true)
    expect(isBlank({ ...neverSaved, phone: '+7 812 000-00-00' })).toBe(false)
    expect(isBlank({ id: 1, zoom: 14, screens: [] })).toBe(true)
    expect(isBlank({ id: 1, screens: [{ title: 'Новая Заря' }] })).toBe(false)
  })
})
