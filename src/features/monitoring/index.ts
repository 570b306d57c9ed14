// Public surface of the monitoring feature (client-safe, framework-free).
export { type ClientErrorHook, configureClientMonitoring, reportClientError, reportHttpFailure } from './client'
export { initServerSentry, loadBrowserSentry, sentryTransport } from './sentry'
export {
  buildSentryOptions,
  type CaptureContext,
  consoleTransport,
  createMonitor,
  DENY_URLS,
  IGNORED_THIRD_PARTY_HOSTS,
  isIgnoredUrl,
  isMonitoringEnabled,
  type Monitor,
  type MonitoringEvent,
  type MonitoringSettings,
  monitoringSettingsFromEnv,
  type MonitoringTransport,
  REPLAY_OPTIONS,
  SAMPLE_RATES,
  shouldKeepEvent,
} from './monitoring'
