/**
 * The browser's monitor: one per page, configured by the shell from public runtime settings. Errors
 * reported before that (an error boundary during hydration) wait in a short buffer.
 */
import {
  createMonitor,
  isMonitoringEnabled,
  type Monitor,
  type MonitoringEvent,
  type MonitoringSettings,
  type MonitoringTransport,
} from './monitoring'
import { loadBrowserSentry } from './sentry'

/** The hooks that catch client errors (SPEC §8 "tagged … with the hook that caught it"). */
export type ClientErrorHook = 'error-boundary' | 'global-error' | 'window.onerror' | 'unhandledrejection' | 'navigation'

let monitor: Monitor | null = null
const pending: { error: unknown; hook: ClientErrorHook; extra?: Record<string, unknown> }[] = []

/**
 * A transport that holds events until the Sentry SDK has loaded (it is fetched on demand), then sends them
 * through it; if the SDK cannot load, the events go to the console instead of being lost silently.
 */
function deferredSentryTransport(settings: MonitoringSettings): MonitoringTransport {
  const queue: MonitoringEvent[] = []
  let send: MonitoringTransport | null = null
  loadBrowserSentry(settings, location.host)
    .then((transport) => (send = transport ?? (() => {})))
    .catch((error: unknown) => {
      console.warn('monitoring: the Sentry SDK did not load', error)
      send = (event) => console.error(JSON.stringify({ msg: 'monitoring event', ...event }))
    })
    .finally(() => {
      for (const event of queue.splice(0)) send?.(event)
    })
  return (event) => (send ? send(event) : queue.length < 50 && queue.push(event))
}

/** Sets up the page's monitor (Sentry when enabled) and flushes what was reported before. */
export function configureClientMonitoring(settings: MonitoringSettings, transport?: MonitoringTransport): Monitor {
  const chosen = transport ?? (isMonitoringEnabled(settings) ? deferredSentryTransport(settings) : undefined)
  monitor = createMonitor({ settings, pageHost: location.host, transport: chosen, pageUrl: () => location.href })
  for (const item of pending.splice(0)) reportClientError(item.error, item.hook, item.extra)
  return monitor
}

/** Reports an application error, tagged client-side with the hook that caught it and the framework context. */
export function reportClientError(error: unknown, hook: ClientErrorHook, extra?: Record<string, unknown>): void {
  if (!monitor) {
    if (pending.length < 20) pending.push({ error, hook, extra })
    return
  }
  monitor.captureException(error, { tags: { side: 'client', hook }, extra })
}

/** The http-client monitoring hook for the browser. */
export function reportHttpFailure(failure: { url: string; message: string; status?: number; method: string }): void {
  monitor?.captureHttpFailure(failure)
}
