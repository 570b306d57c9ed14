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

  it('treats empty variables as unset', () => {
    expect(parseServerEnv({ DATABASE_URL: '' }).DATABASE_URL).toBe('file:./data/site.db')
  })

  it('takes an optional Yandex Maps key and refuses a malformed one', () => {
    expect(parseServerEnv({}).YANDEX_MAPS_API_KEY).toBeUndefined()
    expect(parseServerEnv({ YANDEX_MAPS_API_KEY: 'a1b2-c3d4' }).YANDEX_MAPS_API_KEY).toBe('a1b2-c3d4')
    expect(() => parseServerEnv({ YANDEX_MAPS_API_KEY: 'key"><script>' })).toThrow(/YANDEX_MAPS_API_KEY/)
  })

  it('chooses PostgreSQL only for postgres URLs', () => {
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true)
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true)
    expect(isPostgresUrl('file:./data/site.db')).toBe(false)
  })
})
