import { describe, expect, it } from 'vitest'

import { parseBound } from './range-field'

describe('parseBound', () => {
  it('reads a bound typed the Russian way and applies the scale', () => {
    expect(parseBound('54,3')).toBe(54.3)
    expect(parseBound('12 500')).toBe(12_500)
    expect(parseBound('12\u00a0500')).toBe(12_500)
    expect(parseBound('6,5', 1_000_000)).toBe(6_500_000)
    expect(parseBound('0,1234', 1)).toBe(0.12)
  })

  it('means no bound for empty, malformed or negative text', () => {
    for (const text of ['', ' ', 'abc', '1,2,3', '-1', '-0,5']) expect(parseBound(text), text).toBeUndefined()
  })
})
