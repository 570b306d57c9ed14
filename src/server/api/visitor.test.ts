// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

import { newVisitorId, visitorCookie, visitorIdFromCsrf, visitorIdOf } from './visitor'

describe('visitor cookie', () => {
  it('reads only ids it could have issued', () => {
    const id = newVisitorId()
    expect(visitorIdOf(new Request('http://x/', { headers: { cookie: `a=1; vid=${id}` } }))).toBe(id)
    expect(visitorIdOf(new Request('http://x/', { headers: { cookie: 'vid=../../etc' } }))).toBeNull()
    expect(visitorIdOf(new Request('http://x/'))).toBeNull()
  })

  it('without a vid cookie, follows the csrftoken: one token, one visitor; the secret keeps it unguessable', () => {
    const token = '0123456789abcdef0123456789abcdef'
    const request = (cookie: string) => new Request('http://x/', { headers: { cookie } })
    const derived = visitorIdOf(request(`csrftoken=${token}`))
    expect(derived).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(visitorIdOf(request(`csrftoken=${token}`))).toBe(derived)
    expect(visitorIdOf(request('csrftoken=fedcba9876543210fedcba9876543210'))).not.toBe(derived)
    expect(visitorIdFromCsrf(token, 'another-secret-of-16+chars')).not.toBe(derived)
    // The vid cookie, once set, wins; so do its lists.
    const id = newVisitorId()
    expect(visitorIdOf(request(`csrftoken=${token}; vid=${id}`))).toBe(id)
    // A visitor's vid is always a valid cookie value of ours.
    expect(visitorIdOf(request(`vid=${derived}`))).toBe(derived)
  })

  it('is httpOnly and SameSite=Lax, Secure in production over HTTPS only', () => {
    const plain = new Request('http://localhost/api/favorites/')
    const proxied = new Request('http://10.0.0.5/api/favorites/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(visitorCookie(newVisitorId(), plain)).toMatch(/^vid=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/)
    expect(visitorCookie(newVisitorId(), proxied)).not.toContain('Secure')
    vi.stubEnv('NODE_ENV', 'production')
    try {
      expect(visitorCookie(newVisitorId(), proxied)).toMatch(/; Secure$/)
      expect(visitorCookie(newVisitorId(), plain)).not.toContain('Secure')
    } finally {
      vi.unstubAllEnvs()
    }
  })
})
