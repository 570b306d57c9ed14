import { afterEach, describe, expect, it } from 'vitest'

import { DAY_SECONDS, deleteBrowserCookie, parseCookies, readCookieValue, serializeCookie, setBrowserCookie } from './cookies'

describe('cookies', () => {
  afterEach(() => {
    for (const name of Object.keys(parseCookies(document.cookie))) deleteBrowserCookie(name)
  })

  it('parses a Cookie header', () => {
    expect(parseCookies('a=1; b=%D0%B4%D0%B0; c="quoted"; broken; =x; a=2')).toEqual({ a: '1', b: 'да', c: 'quoted' })
    expect(parseCookies(null)).toEqual({})
    expect(readCookieValue('b', 'a=1; b=2')).toBe('2')
  })

  it('serializes with Path=/ and SameSite=Lax by default', () => {
    expect(serializeCookie('x', 'a b')).toBe('x=a%20b; Path=/; SameSite=Lax')
    expect(serializeCookie('x', '1', { maxAge: 30 * DAY_SECONDS, secure: true })).toBe('x=1; Path=/; Max-Age=2592000; SameSite=Lax; Secure')
    expect(serializeCookie('x', '1', { sameSite: 'None' })).toContain('Secure')
    expect(() => serializeCookie('bad name', '1')).toThrow()
  })

  it('reads and writes document.cookie in the browser', () => {
    setBrowserCookie('banner', 'abc', { maxAge: 60 })
    expect(readCookieValue('banner')).toBe('abc')
    deleteBrowserCookie('banner')
    expect(readCookieValue('banner')).toBeUndefined()
  })
})
