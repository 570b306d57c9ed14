// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { parseServerEnv } from './env'
import { createLogger, type CreateLoggerOptions, logSettingsFromEnv, REDACTED, SERVICE, withLogContext } from './log'

/** A logger whose output the test reads: every write, as it was written. */
function capture(options: Omit<CreateLoggerOptions, 'destination'> = {}) {
  const writes: string[] = []
  const logger = createLogger({ ...options, destination: { write: (chunk: string) => void writes.push(chunk) } })
  const lines = () => writes.map((chunk) => JSON.parse(chunk) as Record<string, unknown>)
  return { logger, writes, lines }
}

describe('createLogger', () => {
  it('writes one parseable JSON line with level label, ISO time, msg and service', () => {
    const { logger, writes, lines } = capture()
    logger.info({ menu: 'main' }, 'menu loaded')
    expect(writes).toHaveLength(1)
    expect(writes[0]!.endsWith('\n')).toBe(true)
    expect(writes[0]!.trimEnd()).not.toContain('\n')
    const [line] = lines()
    expect(line).toMatchObject({ level: 'info', msg: 'menu loaded', service: SERVICE, menu: 'main', pid: process.pid })
    expect(new Date(line!.time as string).toISOString()).toBe(line!.time)
    logger.warn('careful')
    expect(lines()[1]).toMatchObject({ level: 'warn', msg: 'careful' })
  })

  it('keeps the bound context of a child logger on each of its lines', () => {
    const { logger, lines } = capture()
    logger.child({ module: 'delivery' }).info({ id: 7 }, 'delivered')
    expect(lines()[0]).toMatchObject({ module: 'delivery', id: 7, msg: 'delivered', service: SERVICE })
  })

  it('serializes errors with type, message and stack, under err and under error', () => {
    const { logger, lines } = capture()
    const error = new TypeError('boom')
    logger.error(error, 'failed')
    logger.error({ err: new RangeError('out of range') }, 'failed again')
    logger.warn({ error: new Error('as a field') }, 'warned')
    const [first, second, third] = lines()
    expect(first).toMatchObject({ level: 'error', msg: 'failed', err: { type: 'TypeError', message: 'boom' } })
    expect((first!.err as { stack: string }).stack).toContain('TypeError: boom')
    expect(second!.err).toMatchObject({ type: 'RangeError', message: 'out of range', stack: expect.stringContaining('out of range') })
    expect(third!.error).toMatchObject({ type: 'Error', message: 'as a field', stack: expect.any(String) })
  })

  it('redacts secrets in bound fields, headers and nested objects', () => {
    const { logger, writes } = capture()
    logger.child({ password: 'hunter2-child' }).info(
      {
        headers: {
          cookie: 'csrftoken=cookie-secret',
          authorization: 'Bearer auth-secret',
          'x-csrftoken': 'csrf-secret',
          accept: 'application/json',
        },
        request: { headers: { cookie: 'nested-cookie-secret' } },
        env: { PAYLOAD_SECRET: 'payload-secret-value', SMTP_URL: 'smtp://u:smtp-pass@h:587', SITE_URL: 'https://zarya.example' },
        user: { email: 'a@b.example', password: 'user-password' },
        authorization: 'Basic top-level-secret',
      },
      'request seen',
    )
    const text = writes.join('')
    for (const secret of [
      'hunter2-child',
      'cookie-secret',
      'auth-secret',
      'csrf-secret',
      'nested-cookie-secret',
      'payload-secret-value',
      'smtp-pass',
      'user-password',
      'top-level-secret',
    ]) {
      expect(text).not.toContain(secret)
    }
    const line = JSON.parse(text)
    expect(line.headers).toEqual({ cookie: REDACTED, authorization: REDACTED, 'x-csrftoken': REDACTED, accept: 'application/json' })
    expect(line.env).toEqual({ PAYLOAD_SECRET: REDACTED, SMTP_URL: REDACTED, SITE_URL: 'https://zarya.example' })
    expect(line.user).toEqual({ email: 'a@b.example', password: REDACTED })
    expect(line.password).toBe(REDACTED)
  })

  it('writes only lines at or above its level, and nothing when silent', () => {
    const warnOnly = capture({ level: 'warn' })
    warnOnly.logger.debug('d')
    warnOnly.logger.info('i')
    warnOnly.logger.warn('w')
    warnOnly.logger.error('e')
    expect(warnOnly.lines().map((line) => line.level)).toEqual(['warn', 'error'])

    const silent = capture({ level: 'silent' })
    silent.logger.fatal('f')
    silent.logger.error('e')
    expect(silent.writes).toEqual([])
  })

  it('adds the request context to every line logged inside it, across awaits', async () => {
    const { logger, lines } = capture()
    await withLogContext({ request_id: 'req-1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      logger.child({ module: 'seo' }).warn('inside')
    })
    logger.info('outside')
    expect(lines()[0]).toMatchObject({ request_id: 'req-1', module: 'seo', msg: 'inside' })
    expect(lines()[1]).not.toHaveProperty('request_id')
  })
})

describe('logSettingsFromEnv', () => {
  it('defaults to info and JSON', () => {
    expect(logSettingsFromEnv({})).toEqual({ level: 'info', format: 'json', ignored: [] })
  })

  it('reads LOG_LEVEL and LOG_FORMAT, case-insensitively', () => {
    expect(logSettingsFromEnv({ LOG_LEVEL: 'WARN', LOG_FORMAT: 'pretty' })).toEqual({ level: 'warn', format: 'pretty', ignored: [] })
    expect(logSettingsFromEnv({ LOG_LEVEL: 'silent' }).level).toBe('silent')
  })

  it('falls back to the defaults on malformed values and names them', () => {
    expect(logSettingsFromEnv({ LOG_LEVEL: 'loud', LOG_FORMAT: 'xml' })).toEqual({
      level: 'info',
      format: 'json',
      ignored: ['LOG_LEVEL', 'LOG_FORMAT'],
    })
  })

  it('is refused with the other settings at start when malformed', () => {
    expect(parseServerEnv({}).LOG_LEVEL).toBe('info')
    expect(parseServerEnv({ LOG_LEVEL: 'debug' }).LOG_LEVEL).toBe('debug')
    expect(() => parseServerEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
    expect(() => parseServerEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/)
  })
})
