/**
 * Lead delivery (README "Lead delivery"): an outbox worker that sends every stored lead, booking and
 * subscription to the configured sinks — a signed CRM webhook, e-mail, Bitrix24, amoCRM — with retries. Server-only.
 */
import { cms } from '@/features/cms-runtime'
import { onCmsChange } from '@/lib/change-events'
import { serverEnv, type ServerEnv } from '@/lib/env'

import { sinksFromEnv } from './sinks'
import { DeliveryWorker, jsonLog } from './worker'

export { amoCrmSink, amoUnsortedForm, type AmoCrmOptions } from './amocrm'
export { DEFAULT_BACKOFF, nextAttemptDelayMs, retryDelayMs, retrySchedule, type BackoffPolicy } from './backoff'
export { bitrix24LeadFields, bitrix24Sink, type Bitrix24Options } from './bitrix24'
export { buyerConfirmation, buyerEmailSink } from './buyer-email'
export { DeliveryError, ORIGINATOR_ID } from './crm'
export { emailMessage, webhookBody } from './message'
export { LEAD_TITLE, SUBSCRIBER_TITLE, type DeliveryRecord } from './record'
export { emailSink, sinksFromEnv, smtpTransport, webhookSink, type Sink } from './sinks'
export { signBody, verifySignature } from './signing'
export { DeliveryWorker, NO_SINK_MESSAGE, type DeliveryWorkerOptions, type SweepReport } from './worker'

// One worker per process even though Next.js bundles instrumentation and route handlers separately.
const KEY = Symbol.for('novaya-zarya.delivery-worker')
const store = globalThis as unknown as Record<symbol, { worker: DeliveryWorker; unsubscribe: () => void } | undefined>

/**
 * Starts this instance's delivery worker (once; later calls return the same one), or returns null when
 * DELIVERY_INTERVAL_SECONDS=0 turns it off here. A stored lead or subscriber kicks a sweep at once.
 */
export function startDeliveryWorker(env: ServerEnv = serverEnv()): DeliveryWorker | null {
  if (env.DELIVERY_INTERVAL_SECONDS === 0) return null
  const running = store[KEY]
  if (running) return running.worker
  const worker = new DeliveryWorker({
    payload: cms,
    sinks: sinksFromEnv(env),
    intervalMs: env.DELIVERY_INTERVAL_SECONDS * 1000,
    maxAttempts: env.DELIVERY_MAX_ATTEMPTS,
  }).start()
  const unsubscribe = onCmsChange((event) => {
    if (event.kind === 'collection' && (event.slug === 'leads' || event.slug === 'subscribers')) worker.kick()
  })
  store[KEY] = { worker, unsubscribe }
  jsonLog({
    level: 'info',
    msg: 'delivery worker started',
    sinks: worker.sinks.map((sink) => sink.name),
    interval_s: env.DELIVERY_INTERVAL_SECONDS,
  })
  return worker
}

/** Stops this instance's worker (SIGTERM): the sweep in flight finishes, no new one starts. */
export async function stopDeliveryWorker(): Promise<void> {
  const running = store[KEY]
  if (!running) return
  store[KEY] = undefined
  running.unsubscribe()
  await running.worker.stop()
  jsonLog({ level: 'info', msg: 'delivery worker stopped' })
}
