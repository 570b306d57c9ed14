import { describe, expect, it } from 'vitest'

import { ICON_COLLECTIONS, NZ_ICONS, pickIcons } from '.'

describe('icon collection', () => {
  it('answers { prefix, icons: { name: { body } } } for the names asked', () => {
    const answer = pickIcons(NZ_ICONS, ['phone', 'close'])
    expect(answer.prefix).toBe('nz')
    expect(Object.keys(answer.icons)).toEqual(['phone', 'close'])
    expect(answer.icons.phone!.body).toMatch(/^<path /)
    expect(answer).not.toHaveProperty('not_found')
  })

  it('lists unknown names in not_found and ignores prototype names', () => {
    const answer = pickIcons(NZ_ICONS, ['phone', 'nope', 'constructor'])
    expect(Object.keys(answer.icons)).toEqual(['phone'])
    expect(answer.not_found).toEqual(['nope', 'constructor'])
  })

  it('has well-formed bodies with currentColor and no scripts', () => {
    expect(ICON_COLLECTIONS.nz).toBe(NZ_ICONS)
    for (const [name, icon] of Object.entries(NZ_ICONS.icons)) {
      expect(icon.body, name).toMatch(/currentColor/)
      expect(icon.body, name).not.toMatch(/<script|on\w+=/i)
    }
  })
})
