import { describe, expect, it } from 'vitest'

import { defaultMediaKind } from './media'

describe('a new picture in the library', () => {
  it('gets a «Вид»: an SVG is a plan, anything else a photo', () => {
    expect(defaultMediaKind('image/svg+xml')).toBe('plan')
    expect(defaultMediaKind('image/jpeg')).toBe('photo')
    expect(defaultMediaKind(undefined)).toBe('photo')
  })
})
