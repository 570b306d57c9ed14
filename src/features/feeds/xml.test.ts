import { describe, expect, it } from 'vitest'

import { escapeXml, isoDateTime, parentElement, textElement } from './xml'

describe('escapeXml', () => {
  it('replaces the five characters YRL requires as entities', () => {
    expect(escapeXml(`ЖК «Заря» & <Ко> "1" 'a'`)).toBe('ЖК «Заря» &amp; &lt;Ко&gt; &quot;1&quot; &apos;a&apos;')
  })

  it('drops control characters XML cannot carry but keeps tabs and line breaks', () => {
    expect(escapeXml('a\u0000b\u0007c\td\ne\rf\uFFFF')).toBe('abc\td\ne\rf')
  })

  it('drops a lone surrogate and keeps a pair (an emoji)', () => {
    expect(escapeXml('x\uD83Dy😀')).toBe('xy😀')
  })
})

describe('elements', () => {
  it('leaves out an element without a value, since feeds reject empty elements', () => {
    expect(textElement('phone', null)).toBe('')
    expect(textElement('phone', '')).toBe('')
    expect(textElement('floor', 0)).toBe('<floor>0</floor>')
    expect(parentElement('location', ['', ''])).toBe('')
  })

  it('escapes attribute values', () => {
    expect(textElement('image', 'u', { tag: 'a"b' })).toBe('<image tag="a&quot;b">u</image>')
  })
})

describe('isoDateTime', () => {
  it('writes whole seconds with an explicit +00:00 offset', () => {
    expect(isoDateTime(Date.UTC(2026, 10, 22, 2, 2, 49, 195))).toBe('2026-11-22T02:02:49+00:00')
  })
})
