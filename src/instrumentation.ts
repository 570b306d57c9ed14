/**
 * Next.js instrumentation: the server side of monitoring (SPEC §7, §8). Sentry is initialised only when a
 * dsn is set outside development; request errors of pages, route handlers and the proxy are reported then.
 * It also starts the lead delivery worker.
 */
import type { Instrumentation } from 'next'

import { initServerSentry, monitoringSettingsFromEnv } from '@/features/monitoring'
import { startDraining } from '@/lib/draining'

let sentry: Awaited<ReturnType<typeof initServerSentry>> = null

/** Called once per server instance before it handles requests. */
export async function register(): Promise<void> {
  // A positive test of NEXT_RUNTIME (inlined at build time) lets the edge bundle drop this branch entirely.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // Next.js closes the server on SIGTERM and lets in-flight requests finish; /readyz turns 503 at once so
    // the load balancer stops sending new ones.
    process.once('SIGTERM', startDraining)
    const host = new URL(process.env.SITE_URL || 'http://localhost').host
    sentry = await initServerSentry(monitoringSettingsFromEnv(process.env), host)
    await startLeadDelivery()
  }
}

/**
 * The lead outbox worker (README "Lead delivery") runs in every Node.js server instance; claims keep
 * instances from sending a lead twice. Imported dynamically inside the nodejs branch so neither Payload nor
 * nodemailer reaches the edge bundle; not started while `next build` prerenders.
 */
async function startLeadDelivery(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    try {
      const { startDeliveryWorker, stopDeliveryWorker } = await import('@/features/delivery')
      if (startDeliveryWorker()) process.once('SIGTERM', () => void stopDeliveryWorker())
    } catch (error) {
      // A bad delivery setting must not keep the site from serving pages; the leads stay stored and pending.
      console.error(JSON.stringify({ level: 'error', scope: 'lead-delivery', msg: 'delivery worker not started', error: String(error) }))
    }
  }
}

/** Reports an uncaught server error with the request it belongs to. */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  sentry?.captureRequestError(error, request, context)
}
