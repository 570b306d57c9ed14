import 'server-only'

import { cms } from '@/features/cms-runtime'
import { DeliveryWorker, smtpTransport } from '@/features/delivery'
import { onCmsChangeSettled } from '@/server/change-events'
import { provideJobHandler } from '@/server/job-handlers'
import { serverEnv, type ServerEnv } from '@/server/env'
import { moduleLogger } from '@/server/log'

import { runWatchDigest } from './digest'
import { watchMailSink } from './mail-sink'

/** The queue task of the daily digest (cms/collections/watch-digest-task.ts). */
const DIGEST_TASK = 'watch-digest'

const KEY = Symbol.for('novaya-zarya.price-watch-worker')
const store = globalThis as unknown as Record<symbol, DeliveryWorker | undefined>

/**
 * Registers the daily digest's work with the jobs queue, and, in the instance that delivers leads, starts the
 * outbox worker of the letters to buyers: SMTP when SMTP_URL is set; without it the letters wait, pending, and
 * go out once it is configured. A queued letter kicks a sweep at once.
 */
export function startPriceWatch(env: ServerEnv = serverEnv(), { deliver = true } = {}): DeliveryWorker | null {
  provideJobHandler(DIGEST_TASK, async () => runWatchDigest(await cms()))
  if (!deliver || env.DELIVERY_INTERVAL_SECONDS === 0) return null
  if (store[KEY]) return store[KEY]
  const from = env.LEADS_EMAIL_FROM ?? `ЖК «Новая Заря» <noreply@${new URL(env.SITE_URL).hostname}>`
  const worker = new DeliveryWorker({
    payload: cms,
    collections: ['watch-mails'],
    sinks: env.SMTP_URL ? [watchMailSink({ transport: smtpTransport(env.SMTP_URL), from })] : [],
    intervalMs: env.DELIVERY_INTERVAL_SECONDS * 1000,
    maxAttempts: env.DELIVERY_MAX_ATTEMPTS,
  }).start()
  onCmsChangeSettled((event) => {
    if (event.kind === 'collection' && event.slug === 'watch-mails') worker.kick()
  })
  store[KEY] = worker
  moduleLogger('price-watch').info({ smtp: Boolean(env.SMTP_URL) }, 'price-watch letters worker started')
  process.once('SIGTERM', () => void worker.stop())
  return worker
}
