import { describe, expect, it } from 'vitest'

import { sanitizeRichText, sanitizeSvg } from './sanitize'

describe('sanitizeRichText', () => {
  it('keeps the allowed markup', () => {
    const html = '<p>Ставка <strong>от 6 %</strong> на <em>весь срок</em></p><ul><li>без комиссии</li></ul>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('removes scripts, event handlers and javascript: links', () => {
    const out = sanitizeRichText(
      '<p onclick="steal()">Текст<script>alert(1)</script></p><a href="javascript:alert(1)">ссылка</a><img src=x onerror=alert(1)>',
    )
    expect(out).not.toMatch(/script|onclick|onerror|javascript:|<img/i)
    expect(out).toContain('<p>Текст</p>')
    expect(out).toContain('<a>ссылка</a>')
  })

  it('drops styles and unknown tags but keeps their text', () => {
    expect(sanitizeRichText('<div style="color:red"><iframe src="https://evil.example"></iframe>важно</div>')).toBe('важно')
  })

  it('protects the opener of links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://bank.example/" target="_blank">банк</a>')).toBe(
      '<a href="https://bank.example/" target="_blank" rel="noopener noreferrer">банк</a>',
    )
  })

  it('answers an empty string for nothing', () => {
    expect(sanitizeRichText(null)).toBe('')
    expect(sanitizeRichText(undefined)).toBe('')
  })
})

describe('sanitizeSvg', () => {
  const logo =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f90"/></linearGradient></defs><circle cx="20" cy="20" r="18" fill="url(#g)"/><text x="20" y="25" text-anchor="middle">Б</text></svg>'

  it('keeps shapes, text, gradients and case-sensitive names', () => {
    const out = sanitizeSvg(logo)
    expect(out).toContain('viewBox="0 0 40 40"')
    expect(out).toContain('<linearGradient id="g"')
    expect(out).toContain('fill="url(#g)"')
    expect(out).toContain('<text')
  })

  it('removes scripts, handlers, foreign objects and external references', () => {
    const out = sanitizeSvg(
      '<svg viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><foreignObject><div>x</div></foreignObject>' +
        '<use href="https://evil.example/s.svg#a"/><image xlink:href="javascript:alert(3)"/><a href="javascript:alert(4)"><rect width="1" height="1" style="fill:url(https://evil.example/)"/></a>' +
        '<path d="M0 0L1 1" fill="url(https://evil.example/x)"/></svg>',
    )
    expect(out).not.toMatch(/onload|script|alert|foreignObject|<use|<image|href|style|evil/i)
    expect(out).toContain('<rect width="1" height="1"')
    expect(out).toContain('<path d="M0 0L1 1"')
  })

  it('answers an empty string for anything that is not an SVG', () => {
    expect(sanitizeSvg('<script>alert(1)</script>')).toBe('')
    expect(sanitizeSvg('')).toBe('')
  })
})
