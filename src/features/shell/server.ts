import 'server-only'

/** Request-bound helpers of the shell (server components and route files only). */
import { notFound } from 'next/navigation'

import { type MonitoringSettings, monitoringSettingsFromEnv } from '@/features/monitoring'

import { PageDataError, provokedStatus } from './page-error'

export { statusProvocationAllowed } from './page-error'

/** Monitoring settings read at runtime, so one build serves every environment. */
export function publicMonitoringSettings(): MonitoringSettings {
  return monitoringSettingsFromEnv(process.env)
}

/**
 * Makes the page fail with a status, the way real page data fails: 404 through notFound(), any other
 * 4xx/5xx as a PageDataError. Values outside 400–599 are ignored.
 */
export function provokeStatus(value: string | string[] | undefined, allowed: boolean): void {
  const status = provokedStatus(value, allowed)
  if (status === 404) notFound()
  if (status !== null) throw new PageDataError(status)
}
