import { describe, expect, it } from 'vitest'

import { contentSecurityPolicy, createNonce, MEDIA_FILE_POLICY, staticSecurityHeaders } from './security-headers'

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('Content-Security-Policy', () => {
  it('allows scripts only by nonce (and what they load), never inline or eval in production', () => {
    const csp = contentSecurityPolicy({ scripts: { nonce: 'abc' }, dev: false })
    const scripts = directive(csp, 'script-src')
    expect(scripts).toContain("'nonce-abc'")
    expect(scripts).toContain("'strict-dynamic'")
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
  })

  it('allows a cached page only its own inline scripts by hash and script files by address, never inline or eval', () => {
    const scripts = directive(contentSecurityPolicy({ scripts: { hashes: ['AAA=', 'BBB='] }, dev: false }), 'script-src')
    expect(scripts).toEqual(expect.arrayContaining(["'self'", "'sha256-AAA='", "'sha256-BBB='", 'https://mc.yandex.ru']))
    expect(scripts.filter((s) => s.startsWith("'sha256-"))).toHaveLength(2)
    expect(scripts).not.toContain("'strict-dynamic'")
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts.some((s) => s.startsWith("'nonce-"))).toBe(false)
  })

  it('allows eval only in development', () => {
    expect(directive(contentSecurityPolicy({ scripts: { nonce: 'abc' }, dev: true }), 'script-src')).toContain("'unsafe-eval'")
  })

  it('forbids framing, plugins and foreign form targets', () => {
    const csp = contentSecurityPolicy({ scripts: { nonce: 'n' }, dev: false })
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(csp, 'object-src')).toEqual(["'none'"])
    expect(directive(csp, 'form-action')).toEqual(["'self'"])
    expect(directive(csp, 'base-uri')).toEqual(["'self'"])
  })

  it('lets error reports reach the Sentry ingest host of the configured dsn, and nothing for a bad dsn', () => {
    const csp = contentSecurityPolicy({ scripts: { nonce: 'n' }, dev: false, sentryDsn: 'https://key@o1.ingest.sentry.example/42' })
    expect(directive(csp, 'connect-src')).toContain('https://o1.ingest.sentry.example')
    expect(directive(contentSecurityPolicy({ scripts: { nonce: 'n' }, dev: false, sentryDsn: 'not a url' }), 'connect-src')).not.toContain(
      'not',
    )
  })

  it('makes a different 128-bit nonce every time', () => {
    const a = createNonce()
    expect(atob(a)).toHaveLength(16)
    expect(createNonce()).not.toBe(a)
  })
})

describe('static security headers', () => {
  it('sends HSTS, nosniff, a referrer policy, a permissions policy and frame denial', () => {
    const names = staticSecurityHeaders().map((h) => h.key)
    expect(names).toEqual(
      expect.arrayContaining([
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
      ]),
    )
  })
})

describe('media files', () => {
  it('are served inert: no scripts, no requests, sandboxed', () => {
    const csp = MEDIA_FILE_POLICY.value
    expect(directive(csp, 'default-src')).toEqual(["'none'"])
    expect(csp).toContain('sandbox')
    expect(directive(csp, 'script-src')).toEqual([])
  })
})
