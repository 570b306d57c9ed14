/**
 * Next.js instrumentation: the server side of monitoring (SPEC §7, §8). Sentry is initialised only when a
 * dsn is set outside development; request errors of pages, route handlers and the proxy are reported then.
 */
import type { Instrumentation } from 'next'

import { initServerSentry, monitoringSettingsFromEnv } from '@/features/monitoring'
import { startDraining } from '@/lib/draining'

let sentry: Awaited<ReturnType<typeof initServerSentry>> = null

/** Called once per server instance before it handles requests. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  // Next.js closes the server on SIGTERM and lets in-flight requests finish; /readyz turns 503 at once so
  // the load balancer stops sending new ones.
  process.once('SIGTERM', startDraining)
  const host = new URL(process.env.SITE_URL || 'http://localhost').host
  sentry = await initServerSentry(monitoringSettingsFromEnv(process.env), host)
}

/** Reports an uncaught server error with the request it belongs to. */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  sentry?.captureRequestError(error, request, context)
}
