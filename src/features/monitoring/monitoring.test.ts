import { describe, expect, it, vi } from 'vitest'

import {
  buildSentryOptions,
  createMonitor,
  IGNORED_THIRD_PARTY_HOSTS,
  isIgnoredUrl,
  isMonitoringEnabled,
  monitoringSettingsFromEnv,
  REPLAY_OPTIONS,
  SAMPLE_RATES,
  shouldKeepEvent,
} from './monitoring'

const prod = { dsn: 'https://key@o1.ingest.example/1', environment: 'production', mode: 'production' as const }

describe('monitoring settings', () => {
  it('reads dsn and environment from public runtime settings', () => {
    expect(monitoringSettingsFromEnv({ NODE_ENV: 'production', SENTRY_DSN: 'https://a@b/1', SENTRY_ENVIRONMENT: 'staging' })).toEqual({
      dsn: 'https://a@b/1',
      environment: 'staging',
      mode: 'production',
    })
    expect(monitoringSettingsFromEnv({ NODE_ENV: 'production', NEXT_PUBLIC_SENTRY_DSN: 'https://c@d/2' })).toEqual({
      dsn: 'https://c@d/2',
      environment: 'production',
      mode: 'production',
    })
  })

  it('is skipped without a dsn or in development', () => {
    expect(isMonitoringEnabled(prod)).toBe(true)
    expect(isMonitoringEnabled({ ...prod, dsn: null })).toBe(false)
    expect(isMonitoringEnabled({ ...prod, mode: 'development' })).toBe(false)
    expect(buildSentryOptions({ ...prod, dsn: null }, 'zarya.test')).toBeNull()
  })

  it('samples traces at 1 % and replays at 100 %, masking text and inputs', () => {
    expect(SAMPLE_RATES).toEqual({ tracesSampleRate: 0.01, replaysSessionSampleRate: 1, replaysOnErrorSampleRate: 1 })
    expect(REPLAY_OPTIONS).toEqual({ maskAllText: true, maskAllInputs: true })
    const options = buildSentryOptions(prod, 'zarya.test')!
    expect(options).toMatchObject({
      dsn: prod.dsn,
      environment: 'production',
      tracesSampleRate: 0.01,
      replaysSessionSampleRate: 1,
      replaysOnErrorSampleRate: 1,
      replay: { maskAllText: true, maskAllInputs: true },
    })
    expect(options.denyUrls.some((re) => re.test('https://mc.yandex.ru/metrika/tag.js'))).toBe(true)
  })
})

describe('event filter', () => {
  it('keeps events only when the request URL contains the page host', () => {
    expect(shouldKeepEvent({ request: { url: 'https://zarya.test/flats' } }, 'zarya.test')).toBe(true)
    expect(shouldKeepEvent({ request: { url: 'https://evil.test/flats' } }, 'zarya.test')).toBe(false)
    expect(shouldKeepEvent({}, 'zarya.test')).toBe(false)
    const options = buildSentryOptions(prod, 'zarya.test')!
    expect(options.beforeSend({ request: { url: 'https://zarya.test/' } })).not.toBeNull()
    expect(options.beforeSend({ request: { url: 'https://cache.example/zarya' } })).toBeNull()
  })

  it('drops errors raised by ignored third-party scripts', () => {
    expect(Object.keys(IGNORED_THIRD_PARTY_HOSTS).sort()).toEqual([
      'adServer',
      'analytics',
      'callTracking',
      'leadGeneration',
      'marketingPlatform',
      'statistics',
      'userFeedback',
    ])
    expect(isIgnoredUrl('https://mod.calltouch.ru/init.js')).toBe(true)
    expect(isIgnoredUrl('https://zarya.test/_next/static/chunks/app.js')).toBe(false)
    const event = {
      request: { url: 'https://zarya.test/' },
      exception: { name: 'TypeError', message: 'x', stack: 'TypeError: x\n at https://mc.yandex.ru/metrika/tag.js:1:1' },
    }
    expect(shouldKeepEvent(event, 'zarya.test')).toBe(false)
  })
})

describe('createMonitor', () => {
  it('sends client errors with tags and extra through the transport', () => {
    const transport = vi.fn()
    const monitor = createMonitor({ settings: prod, pageHost: 'zarya.test', transport, pageUrl: () => 'https://zarya.test/flats' })
    monitor.captureException(new Error('boom'), { tags: { side: 'client', hook: 'error-boundary' }, extra: { digest: 'd1' } })
    expect(transport).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'boom',
        tags: { side: 'client', hook: 'error-boundary' },
        extra: { digest: 'd1' },
        request: { url: 'https://zarya.test/flats' },
      }),
    )
  })

  it('reports failed data calls with url, message, status and method', () => {
    const transport = vi.fn()
    const monitor = createMonitor({ settings: prod, pageHost: 'zarya.test', transport, pageUrl: () => 'https://zarya.test/' })
    monitor.captureHttpFailure({ url: 'https://zarya.test/api/menu/', message: 'Bad Gateway', status: 502, method: 'GET' })
    expect(transport.mock.calls[0]![0]).toMatchObject({
      extra: { url: 'https://zarya.test/api/menu/', message: 'Bad Gateway', status: 502, method: 'GET' },
    })
  })

  it('drops everything when disabled and survives a failing transport', () => {
    const transport = vi.fn(() => {
      throw new Error('transport down')
    })
    createMonitor({
      settings: { ...prod, dsn: null },
      pageHost: 'zarya.test',
      transport,
      pageUrl: () => 'https://zarya.test/',
    }).captureException(new Error('x'))
    expect(transport).not.toHaveBeenCalled()
    const monitor = createMonitor({ settings: prod, pageHost: 'zarya.test', transport, pageUrl: () => 'https://zarya.test/' })
    expect(() => monitor.captureException('plain string')).not.toThrow()
  })
})
