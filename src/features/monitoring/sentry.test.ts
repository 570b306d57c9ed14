import { beforeEach, describe, expect, it, vi } from 'vitest'

const sdk = vi.hoisted(() => {
  const scope = {
    setTags: vi.fn(),
    setExtras: vi.fn(),
    setLevel: vi.fn(),
    setContext: vi.fn(),
    captureException: vi.fn(),
    captureMessage: vi.fn(),
  }
  return {
    scope,
    init: vi.fn(),
    replayIntegration: vi.fn((options: unknown) => ({ name: 'Replay', options })),
    withScope: vi.fn((callback: (s: typeof scope) => void) => callback(scope)),
  }
})
vi.mock('@sentry/nextjs', () => sdk)

import { initServerSentry, loadBrowserSentry, sentryTransport } from './sentry'

const prod = { dsn: 'https://key@o1.ingest.example/1', environment: 'production', mode: 'production' as const }

beforeEach(() => vi.clearAllMocks())

describe('Sentry wiring', () => {
  it('stays off without a dsn and in development: the SDK is never initialised', async () => {
    expect(await loadBrowserSentry({ ...prod, dsn: null }, 'zarya.example')).toBeNull()
    expect(await loadBrowserSentry({ ...prod, mode: 'development' }, 'zarya.example')).toBeNull()
    expect(await initServerSentry({ ...prod, dsn: null }, 'zarya.example')).toBeNull()
    expect(sdk.init).not.toHaveBeenCalled()
  })

  it('initialises the browser SDK with the SPEC sampling, masked replays and the page-host filter', async () => {
    expect(await loadBrowserSentry(prod, 'zarya.example')).toBeTypeOf('function')
    const options = sdk.init.mock.calls[0]![0]
    expect(options).toMatchObject({
      dsn: prod.dsn,
      environment: 'production',
      tracesSampleRate: 0.01,
      replaysSessionSampleRate: 1,
      replaysOnErrorSampleRate: 1,
    })
    expect(sdk.replayIntegration).toHaveBeenCalledWith({ maskAllText: true, maskAllInputs: true })
    expect(options.beforeSend({ request: { url: 'https://zarya.example/flats' } })).not.toBeNull()
    expect(options.beforeSend({ request: { url: 'https://elsewhere.example/' } })).toBeNull()
    expect(options.denyUrls.some((re: RegExp) => re.test('https://mc.yandex.ru/metrika/tag.js'))).toBe(true)
  })

  it('initialises the server SDK without replay options', async () => {
    await initServerSentry(prod, 'zarya.example')
    const options = sdk.init.mock.calls[0]![0]
    expect(options.tracesSampleRate).toBe(0.01)
    expect(options).not.toHaveProperty('replaysSessionSampleRate')
    expect(options).not.toHaveProperty('replay')
  })

  it('sends an exception event with its tags, extra data and request', () => {
    sentryTransport(sdk as never)({
      message: 'boom',
      level: 'error',
      request: { url: 'https://zarya.example/flats', method: 'GET' },
      exception: { name: 'TypeError', message: 'boom', stack: 'TypeError: boom' },
      tags: { side: 'client', hook: 'error-boundary' },
      extra: { componentStack: 'at Page' },
      timestamp: 0,
    })
    expect(sdk.scope.setTags).toHaveBeenCalledWith({ side: 'client', hook: 'error-boundary' })
    expect(sdk.scope.setExtras).toHaveBeenCalledWith({ componentStack: 'at Page' })
    expect(sdk.scope.setContext).toHaveBeenCalledWith('request', { url: 'https://zarya.example/flats', method: 'GET' })
    const error = sdk.scope.captureException.mock.calls[0]![0] as Error
    expect(error).toMatchObject({ name: 'TypeError', message: 'boom' })
  })

  it('sends a failed data call as a message', () => {
    sentryTransport(sdk as never)({ message: 'HTTP 502', level: 'error', tags: { kind: 'http' }, timestamp: 0 })
    expect(sdk.scope.captureMessage).toHaveBeenCalledWith('HTTP 502')
    expect(sdk.scope.captureException).not.toHaveBeenCalled()
  })
})
