/**
 * Error monitoring rules (SPEC §7, §8) as pure functions with a pluggable transport: buildSentryOptions()
 * gives the options for Sentry.init (./sentry.ts loads the SDK on demand), and createMonitor() is the thin
 * client the app reports through, whatever the transport.
 */

export interface MonitoringSettings {
  /** Public DSN; monitoring is off without it. */
  dsn: string | null
  /** Environment name reported with events (production, staging, …). */
  environment: string
  /** The app's mode: monitoring is skipped in development. */
  mode: 'development' | 'production' | 'test'
}

/** Reads the public monitoring settings at runtime (SENTRY_* first, the NEXT_PUBLIC_* names as fallback). */
export function monitoringSettingsFromEnv(env: Record<string, string | undefined>): MonitoringSettings {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  return {
    dsn: env.SENTRY_DSN || env.NEXT_PUBLIC_SENTRY_DSN || null,
    environment: env.SENTRY_ENVIRONMENT || env.NEXT_PUBLIC_SENTRY_ENVIRONMENT || mode,
    mode,
  }
}

/** SPEC §7: skipped when the dsn is missing or the app runs in development mode. */
export function isMonitoringEnabled(settings: MonitoringSettings): boolean {
  return Boolean(settings.dsn) && settings.mode !== 'development'
}

/** SPEC §7 sampling: traces 1 %, session replays 100 %, replays on error 100 %. */
export const SAMPLE_RATES = Object.freeze({ tracesSampleRate: 0.01, replaysSessionSampleRate: 1, replaysOnErrorSampleRate: 1 })

/** SPEC §7: text and inputs are masked in replays. */
export const REPLAY_OPTIONS = Object.freeze({ maskAllText: true, maskAllInputs: true })

/** Third-party scripts whose errors are not ours to fix (SPEC §7 ignore list), by kind. */
export const IGNORED_THIRD_PARTY_HOSTS = Object.freeze({
  callTracking: ['calltouch.ru', 'mango-office.ru', 'comagic.ru', 'callibri.ru'],
  leadGeneration: ['envybox.io', 'leadhit.io', 'marquiz.ru'],
  marketingPlatform: ['mindbox.ru'],
  statistics: ['mc.yandex.ru', 'top-fwz1.mail.ru'],
  adServer: ['an.yandex.ru', 'ads.adfox.ru', 'yandex.ru/ads'],
  analytics: ['google-analytics.com', 'googletagmanager.com'],
  userFeedback: ['usedesk.ru', 'jivosite.com', 'code.jivo.ru'],
})

const IGNORED_HOSTS = Object.values(IGNORED_THIRD_PARTY_HOSTS).flat()

/** Whether a URL belongs to an ignored third-party service. */
export function isIgnoredUrl(url: string | null | undefined): boolean {
  if (!url) return false
  const lower = url.toLowerCase()
  return IGNORED_HOSTS.some((host) => lower.includes(host))
}

/** The denyUrls option of Sentry: regular expressions of the ignored hosts. */
export const DENY_URLS: readonly RegExp[] = IGNORED_HOSTS.map((host) => new RegExp(host.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'i'))

export interface MonitoringEvent {
  message: string
  level: 'error' | 'warning'
  request?: { url?: string; method?: string }
  exception?: { name: string; message: string; stack?: string }
  tags: Record<string, string>
  extra?: Record<string, unknown>
  environment?: string
  timestamp: number
}

/**
 * SPEC §7: keep an event only if its request URL contains the page host, and never one raised by an
 * ignored third-party script.
 */
export function shouldKeepEvent(event: Pick<MonitoringEvent, 'request' | 'exception'>, pageHost: string): boolean {
  const url = event.request?.url
  if (!url || !pageHost || !url.includes(pageHost)) return false
  if (isIgnoredUrl(event.exception?.stack)) return false
  return true
}

/** The options for Sentry.init (null when monitoring is off); `replay` feeds the replay integration. */
export function buildSentryOptions(settings: MonitoringSettings, pageHost: string) {
  if (!isMonitoringEnabled(settings)) return null
  return {
    dsn: settings.dsn!,
    environment: settings.environment,
    ...SAMPLE_RATES,
    denyUrls: [...DENY_URLS],
    replay: { ...REPLAY_OPTIONS },
    beforeSend<E extends { request?: { url?: string } }>(event: E): E | null {
      return shouldKeepEvent(event, pageHost) ? event : null
    },
  }
}

export type MonitoringTransport = (event: MonitoringEvent) => void

/** Logs events as one JSON line: the transport of tests and of a page whose Sentry SDK failed to load. */
export const consoleTransport: MonitoringTransport = (event) => {
  console.error(JSON.stringify({ msg: 'monitoring event', ...event }))
}

export interface CaptureContext {
  tags?: Record<string, string>
  extra?: Record<string, unknown>
  /** The URL of the request the error belongs to; defaults to the page URL. */
  url?: string
}

export interface Monitor {
  readonly enabled: boolean
  captureException(error: unknown, context?: CaptureContext): void
  /** SPEC §8: a failed data call, with request url, message, status code and method. */
  captureHttpFailure(failure: { url: string; message: string; status?: number; method: string }): void
}

/** Creates a monitor; a disabled one drops everything, so callers never check. */
export function createMonitor({
  settings,
  pageHost,
  transport = consoleTransport,
  pageUrl,
}: {
  settings: MonitoringSettings
  pageHost: string
  transport?: MonitoringTransport
  pageUrl: () => string
}): Monitor {
  const enabled = isMonitoringEnabled(settings)
  const send = (event: MonitoringEvent) => {
    if (!enabled || !shouldKeepEvent(event, pageHost)) return
    try {
      transport(event)
    } catch {
      // Reporting must never break the page.
    }
  }
  return {
    enabled,
    captureException(error, context = {}) {
      const e = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'Non-error thrown')
      send({
        message: e.message,
        level: 'error',
        request: { url: context.url ?? pageUrl() },
        exception: { name: e.name, message: e.message, stack: e.stack },
        tags: { ...context.tags },
        extra: context.extra,
        environment: settings.environment,
        timestamp: Date.now(),
      })
    },
    captureHttpFailure({ url, message, status, method }) {
      send({
        message,
        level: 'error',
        // The page URL is the event's request URL (it holds the page host); the failed call goes in extra.
        request: { url: pageUrl(), method },
        tags: { kind: 'http', method, status: String(status ?? 'network') },
        extra: { url, message, status: status ?? null, method },
        environment: settings.environment,
        timestamp: Date.now(),
      })
    },
  }
}
