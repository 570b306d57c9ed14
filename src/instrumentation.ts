/**
 * Next.js instrumentation: the server side of monitoring (SPEC §7, §8). Sentry is initialised only when a
 * dsn is set outside development; request errors of pages, route handlers and the proxy are reported then.
 * It also starts the lead delivery worker, the expiry of the page cache and the read caches, the CMS change link
 * between the workers of one server and, with REDIS_URL, the relay between instances.
 */
import type { Instrumentation } from 'next'

import { initServerSentry, monitoringSettingsFromEnv } from '@/features/monitoring'
import { startDraining } from '@/server/draining'

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
    if (process.env.NEXT_PHASE !== 'phase-production-build') {
      await logPublicUrl()
      // An editor's change saved in one worker clears the caches of the others at once, through the primary; with
      // REDIS_URL, those of every other instance too.
      const { startRedisChangeRelay, startWorkerChangeLink } = await import('@/server/change-events')
      startWorkerChangeLink()
      void startRedisChangeRelay()
      const { keepReadCachesFresh } = await import('@/start-up')
      keepReadCachesFresh()
      // The proxy asks the redirect lookup on every first visit of a path: in this process, not over loopback HTTP.
      const { provideLookupToProxy } = await import('@/features/redirects/server')
      provideLookupToProxy()
      await startPageCache()
    }
    await startLeadDelivery()
    await startCatalogSync()
    await startPriceWatchDigest()
  }
}

/** The daily digest of watched prices runs in the jobs queue; the letters to buyers go through an outbox worker (worker 1). */
async function startPriceWatchDigest(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    try {
      const { startPriceWatch } = await import('@/features/price-watch')
      startPriceWatch(undefined, { deliver: (process.env.NZ_WORKER ?? '1') === '1' })
    } catch (error) {
      // Like the lead outbox: a bad mail setting must not keep the site from serving pages; the letters wait, pending.
      const { moduleLogger } = await import('@/server/log')
      moduleLogger('price-watch').error({ err: error }, 'price-watch not started')
    }
  }
}

/** The catalogue's scheduled pulls run in Payload's jobs queue; their work is registered here, where the queue runs. */
async function startCatalogSync(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startCatalogSync: start } = await import('@/features/catalog-sync/connectors')
    start()
    // «Проверить подключение» of «Интеграции с CRM» and the hourly upload of Metrica's offline conversions.
    const { startCrmIntegrations } = await import('@/features/delivery')
    startCrmIntegrations()
  }
}

/**
 * Cached pages expire when a change heard by this process touches what they show (docs/rendering.md, "Cache
 * tags": the catalogue says where a changed property stands and when the «от» figures move), and with
 * CDN_PURGE_URL the CDN in front is purged from the instance where the change was saved.
 */
async function startPageCache(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ keepPagesFresh }, { keepFromFiguresFresh, propertyPlacements }, { startCdnPurge }, { serverEnv }] = await Promise.all([
    import('@/server/page-cache'),
    import('@/features/properties'),
    import('@/server/cdn-purge'),
    import('@/server/env'),
  ])
  keepPagesFresh(propertyPlacements)
  keepFromFiguresFresh()
  const { CDN_PURGE_URL, CDN_PURGE_TOKEN } = serverEnv()
  if (CDN_PURGE_URL) startCdnPurge({ url: CDN_PURGE_URL, token: CDN_PURGE_TOKEN, placements: propertyPlacements })
}

/**
 * One start-up line naming the public address the absolute URLs use (SITE_URL, or http://localhost:$PORT
 * without it), from worker 1 only when scripts/serve.mjs runs several: a wrong address shows at once.
 */
async function logPublicUrl(): Promise<void> {
  // The NEXT_RUNTIME test keeps the logger out of the edge bundle (see startLeadDelivery).
  if (process.env.NEXT_RUNTIME !== 'nodejs' || (process.env.NZ_WORKER ?? '1') !== '1') return
  const [{ serverEnv }, { moduleLogger }] = await Promise.all([import('@/server/env'), import('@/server/log')])
  const { SITE_URL, PORT } = serverEnv()
  moduleLogger('env').info({ site_url: SITE_URL, port: PORT, from: process.env.SITE_URL ? 'SITE_URL' : 'PORT' }, `public URL: ${SITE_URL}`)
}

/**
 * The lead outbox worker (README "Lead delivery") runs in every server instance — in worker 1 of an instance
 * that scripts/serve.mjs runs as several processes; claims keep instances from sending a lead twice. Imported
 * dynamically inside the nodejs branch so neither Payload nor nodemailer reaches the edge bundle; not started
 * while `next build` prerenders.
 */
async function startLeadDelivery(): Promise<void> {
  const firstWorker = (process.env.NZ_WORKER ?? '1') === '1'
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build' && firstWorker) {
    try {
      const { startDeliveryWorker, stopDeliveryWorker } = await import('@/features/delivery')
      if (startDeliveryWorker()) process.once('SIGTERM', () => void stopDeliveryWorker())
    } catch (error) {
      // A bad delivery setting must not keep the site from serving pages; the leads stay stored and pending.
      const { moduleLogger } = await import('@/server/log')
      moduleLogger('delivery').error({ err: error }, 'delivery worker not started')
    }
  }
}

/**
 * Reports an uncaught server error with the request it belongs to, and writes it to the log as one JSON line
 * (the product API catches its own errors in endpoint(); this is pages, other route handlers and the proxy).
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  sentry?.captureRequestError(error, request, context)
  // The logger is Node.js-only: imported here, never in the edge bundle.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { moduleLogger } = await import('@/server/log')
    moduleLogger('next').error(
      {
        err: error,
        method: request.method,
        // The path without the query string: its values may be a visitor's personal data.
        path: request.path.split('?')[0],
        route: context.routePath,
        route_type: context.routeType,
        router: context.routerKind,
      },
      'request failed',
    )
  }
}
