// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { DEMO_DEFAULTS, demoDefaultsInUse, isPostgresUrl, parseServerEnv } from './env'

describe('parseServerEnv', () => {
  it('runs the demo on SQLite with documented defaults', () => {
    const env = parseServerEnv({})
    expect(env.DATABASE_URL).toBe('file:./data/site.db')
    expect(env.ADMIN_EMAIL).toBe(DEMO_DEFAULTS.ADMIN_EMAIL)
    expect(demoDefaultsInUse(env)).toEqual(['PAYLOAD_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'])
  })

  it('refuses malformed values with one readable message naming each variable', () => {
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope', PAYLOAD_SECRET: 'short' })).toThrow(
      /DATABASE_URL[\s\S]*PAYLOAD_SECRET[\s\S]*ADMIN_EMAIL|DATABASE_URL[\s\S]*ADMIN_EMAIL/,
    )
  })

  it('without SITE_URL, names the port the server listens on (PORT), so absolute URLs work on any port', () => {
    expect(parseServerEnv({}).SITE_URL).toBe('http://localhost:3000')
    expect(parseServerEnv({ PORT: '3100' }).SITE_URL).toBe('http://localhost:3100')
    expect(parseServerEnv({ PORT: '3100', SITE_URL: 'https://zarya.example' }).SITE_URL).toBe('https://zarya.example')
    expect(() => parseServerEnv({ PORT: 'http' })).toThrow(/PORT/)
  })

  it('treats empty variables as unset', () => {
    expect(parseServerEnv({ DATABASE_URL: '' }).DATABASE_URL).toBe('file:./data/site.db')
  })

  it('takes an optional Yandex Maps key and refuses a malformed one', () => {
    expect(parseServerEnv({}).YANDEX_MAPS_API_KEY).toBeUndefined()
    expect(parseServerEnv({ YANDEX_MAPS_API_KEY: 'a1b2-c3d4' }).YANDEX_MAPS_API_KEY).toBe('a1b2-c3d4')
    expect(() => parseServerEnv({ YANDEX_MAPS_API_KEY: 'key"><script>' })).toThrow(/YANDEX_MAPS_API_KEY/)
  })

  it('leaves lead delivery off by default and sweeps every 5 s, 12 attempts', () => {
    const env = parseServerEnv({})
    expect(env.LEADS_WEBHOOK_URL).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.DELIVERY_INTERVAL_SECONDS).toBe(5)
    expect(env.DELIVERY_MAX_ATTEMPTS).toBe(12)
  })

  it('takes the delivery sinks and splits the recipient list', () => {
    const env = parseServerEnv({
      LEADS_WEBHOOK_URL: 'https://crm.example/hooks/leads',
      LEADS_WEBHOOK_SECRET: 'a-long-shared-secret-value',
      SMTP_URL: 'smtp://user:pass@smtp.example:587',
      LEADS_EMAIL_TO: 'sales@zarya.example, boss@zarya.example',
      DELIVERY_INTERVAL_SECONDS: '0',
    })
    expect(env.LEADS_EMAIL_TO).toEqual(['sales@zarya.example', 'boss@zarya.example'])
    expect(env.DELIVERY_INTERVAL_SECONDS).toBe(0)
  })

  it('refuses a webhook without its secret, SMTP without recipients and malformed sink settings', () => {
    expect(() => parseServerEnv({ LEADS_WEBHOOK_URL: 'https://crm.example/hook' })).toThrow(/LEADS_WEBHOOK_SECRET/)
    expect(() => parseServerEnv({ SMTP_URL: 'smtp://u:p@smtp.example:587' })).toThrow(/LEADS_EMAIL_TO/)
    expect(() => parseServerEnv({ SMTP_URL: 'mail.example:25', LEADS_EMAIL_TO: 'a@b.example' })).toThrow(/SMTP_URL/)
    expect(() => parseServerEnv({ LEADS_WEBHOOK_URL: 'ftp://crm.example', LEADS_WEBHOOK_SECRET: 'a-long-shared-secret-value' })).toThrow(
      /LEADS_WEBHOOK_URL/,
    )
    expect(() => parseServerEnv({ SMTP_URL: 'smtp://u:p@h:587', LEADS_EMAIL_TO: 'sales@zarya.example, nope' })).toThrow(/LEADS_EMAIL_TO/)
  })

  it('reads BREAKPOINTS over the SPEC §9 defaults and refuses malformed ones', () => {
    expect(parseServerEnv({}).BREAKPOINTS).toEqual({ mobile: 0, tablet: 768, laptop: 1280, desktop: 1440, ultra: 1921 })
    expect(parseServerEnv({ BREAKPOINTS: '{"tablet":800}' }).BREAKPOINTS).toMatchObject({ tablet: 800, laptop: 1280 })
    expect(() => parseServerEnv({ BREAKPOINTS: 'tablet=800' })).toThrow(/BREAKPOINTS: BREAKPOINTS must be JSON/)
    expect(() => parseServerEnv({ BREAKPOINTS: '{"phone":400}' })).toThrow(/BREAKPOINTS.*may set only/)
    expect(() => parseServerEnv({ BREAKPOINTS: '{"tablet":-1}' })).toThrow(/BREAKPOINTS/)
  })

  it('chooses PostgreSQL only for postgres URLs', () => {
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true)
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true)
    expect(isPostgresUrl('file:./data/site.db')).toBe(false)
  })
})
