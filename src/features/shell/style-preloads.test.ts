import { afterEach, describe, expect, it, vi } from 'vitest'

import { prefetchStyleHints } from './style-preloads'

afterEach(() => {
  document.head.innerHTML = ''
})

describe('style hints of other routes', () => {
  it('prefetches a stylesheet the page does not use instead of preloading it, once', () => {
    const preload = vi.fn()
    const internals = { d: { L: preload } }
    expect(prefetchStyleHints(document, internals)).toBe(true)
    internals.d.L('/_next/static/chunks/flat-page.css', 'style', { crossOrigin: undefined })
    internals.d.L('/_next/static/chunks/flat-page.css', 'style')
    const links = document.head.querySelectorAll('link')
    expect(links).toHaveLength(1)
    expect(links[0]!.getAttribute('rel')).toBe('prefetch')
    expect(links[0]!.getAttribute('as')).toBe('style')
    expect(links[0]!.getAttribute('href')).toBe('/_next/static/chunks/flat-page.css')
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull()
    expect(preload).not.toHaveBeenCalled()
  })

  it('leaves a stylesheet the page applies alone and passes every other hint to React', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/_next/static/chunks/layout.css" data-precedence="next">'
    const preload = vi.fn()
    const internals = { d: { L: preload } }
    prefetchStyleHints(document, internals)
    internals.d.L('/_next/static/chunks/layout.css', 'style')
    internals.d.L('/fonts/inter.woff2', 'font', { crossOrigin: '' })
    expect(document.head.querySelectorAll('link')).toHaveLength(1)
    expect(preload).toHaveBeenCalledExactlyOnceWith('/fonts/inter.woff2', 'font', { crossOrigin: '' })
  })

  it('wraps once, and does nothing when React has no such dispatcher', () => {
    const internals = { d: { L: vi.fn() } }
    prefetchStyleHints(document, internals)
    const first = internals.d.L
    prefetchStyleHints(document, internals)
    expect(internals.d.L).toBe(first)
    expect(prefetchStyleHints(document, {})).toBe(false)
  })
})
