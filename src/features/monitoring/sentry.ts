/**
 * The Sentry SDK behind the monitor's transport. It is imported on demand, only when monitoring is enabled
 * (a dsn outside development), so a site without a dsn ships none of it.
 */
import { buildSentryOptions, type MonitoringEvent, type MonitoringSettings, type MonitoringTransport } from './monitoring'

type SentryModule = typeof import('@sentry/nextjs')

/** Sends one monitor event through Sentry with its tags, extra data and request. */
export function sentryTransport(sentry: Pick<SentryModule, 'withScope'>): MonitoringTransport {
  return (event: MonitoringEvent) => {
    sentry.withScope((scope) => {
      scope.setTags(event.tags)
      if (event.extra) scope.setExtras(event.extra)
      scope.setLevel(event.level)
      if (event.request?.url) scope.setContext('request', { url: event.request.url, method: event.request.method })
      if (event.exception) {
        const error = Object.assign(new Error(event.exception.message), { name: event.exception.name, stack: event.exception.stack })
        scope.captureException(error)
      } else {
        scope.captureMessage(event.message)
      }
    })
  }
}

/** Initialises the browser SDK (replays masked, SPEC §7 sampling and filters) and returns its transport; null when off. */
export async function loadBrowserSentry(settings: MonitoringSettings, pageHost: string): Promise<MonitoringTransport | null> {
  const options = buildSentryOptions(settings, pageHost)
  if (!options) return null
  const sentry = await import('@sentry/nextjs')
  const { replay, ...init } = options
  sentry.init({ ...init, integrations: [sentry.replayIntegration({ ...replay })] })
  return sentryTransport(sentry)
}

/** Initialises the server SDK from the runtime settings (no replays on the server); false when off. */
export async function initServerSentry(settings: MonitoringSettings, host: string): Promise<SentryModule | null> {
  const options = buildSentryOptions(settings, host)
  if (!options) return null
  const sentry = await import('@sentry/nextjs')
  const { replay: _replay, replaysSessionSampleRate: _s, replaysOnErrorSampleRate: _e, ...init } = options
  sentry.init(init)
  return sentry
}
