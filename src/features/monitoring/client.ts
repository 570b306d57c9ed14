/**
 * The browser's monitor: one per page, configured by the shell from public runtime settings. Errors
 * reported before that (an error boundary during hydration) wait in a short buffer.
 */
import { createMonitor, type Monitor, type MonitoringSettings, type MonitoringTransport } from './monitoring'

/** The hooks that catch client errors (SPEC §8 "tagged … with the hook that caught it"). */
export type ClientErrorHook = 'error-boundary' | 'global-error' | 'window.onerror' | 'unhandledrejection' | 'navigation'

let monitor: Monitor | null = null
const pending: { error: unknown; hook: ClientErrorHook; extra?: Record<string, unknown> }[] = []

/** Sets up the page's monitor and flushes what was reported before. */
export function configureClientMonitoring(settings: MonitoringSettings, transport?: MonitoringTransport): Monitor {
  monitor = createMonitor({ settings, pageHost: location.host, transport, pageUrl: () => location.href })
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
