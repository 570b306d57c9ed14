/**
 * Lead delivery (README "Lead delivery"): an outbox worker that sends every stored lead, booking and
 * subscription to the configured sinks — a signed CRM webhook, e-mail, Bitrix24, amoCRM — with retries. Server-only.
 */
import { CRM_CHECK_TASK, OFFLINE_CONVERSIONS_TASK } from '@/cms/options'
import { cms } from '@/features/cms-runtime'
import { onCmsChangeSettled } from '@/server/change-events'
import { serverEnv, type ServerEnv } from '@/server/env'
import { provideJobHandler } from '@/server/job-handlers'

import { checkConnection } from './check'
import { runOfflineConversionsUpload } from './offline-conversions'
import { deliverySinks, readCrmSettings } from './settings'
import { type Sink, sinksFromEnv } from './sinks'
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
 * DELIVERY_INTERVAL_SECONDS=0 turns it off here. A stored lead or subscriber kicks a sweep at once. It starts with
 * the environment's sinks and takes the CRMs of «Интеграции с CRM» as soon as it has read them, and again
 * whenever an admin saves them (the worker is replaced between sweeps; a row in flight finishes first).
 * Each change is heard twice, at once and once it has surely committed: Payload announces a save before its
 * commit, so a read at once may still see the old settings or miss the new lead.
 */
export function startDeliveryWorker(env: ServerEnv = serverEnv()): DeliveryWorker | null {
  if (env.DELIVERY_INTERVAL_SECONDS === 0) return null
  const running = store[KEY]
  if (running) return running.worker
  const worker = createWorker(env, sinksFromEnv(env))
  const unsubscribe = onCmsChangeSettled((event) => {
    if (event.kind === 'collection' && (event.slug === 'leads' || event.slug === 'subscribers')) store[KEY]?.worker.kick()
    if (event.kind === 'global' && event.slug === 'crm-integrations') void applyCrmSettings(env)
  })
  store[KEY] = { worker, unsubscribe }
  void applyCrmSettings(env)
  return worker
}

function createWorker(env: ServerEnv, sinks: Sink[]): DeliveryWorker {
  const worker = new DeliveryWorker({
    payload: cms,
    sinks,
    intervalMs: env.DELIVERY_INTERVAL_SECONDS * 1000,
    maxAttempts: env.DELIVERY_MAX_ATTEMPTS,
  }).start()
  jsonLog({
    level: 'info',
    msg: 'delivery worker started',
    sinks: worker.sinks.map((sink) => sink.name),
    interval_s: env.DELIVERY_INTERVAL_SECONDS,
  })
  return worker
}

let applying: Promise<void> = Promise.resolve()

/** Replaces the running worker with one whose CRM sinks follow the admin's settings (one replacement at a time). */
function applyCrmSettings(env: ServerEnv): Promise<void> {
  applying = applying.then(() => replaceWorker(env))
  return applying
}

let appliedCrms: string | null = null

async function replaceWorker(env: ServerEnv): Promise<void> {
  try {
    const settings = await readCrmSettings(await cms())
    // The global also keeps the last Metrica upload: only a change of the CRMs' own settings replaces the worker.
    const key = JSON.stringify([settings.bitrix24 ?? null, settings.amocrm ?? null])
    if (key === appliedCrms) return
    appliedCrms = key
    const sinks = deliverySinks(env, settings, cms)
    const running = store[KEY]
    if (!running) return
    await running.worker.stop()
    if (store[KEY] !== running) return
    running.worker = createWorker(env, sinks)
    running.worker.kick()
  } catch (error) {
    jsonLog({
      level: 'warn',
      msg: 'CRM settings not applied; the environment sinks stay',
      error: String((error as Error)?.message ?? error),
    })
  }
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

/**
 * The work the CMS asks of this feature (server/job-handlers.ts), registered in every server process: «Проверить
 * подключение» of «Интеграции с CRM», and the hourly upload of Metrica's offline conversions (jobs queue).
 */
export function startCrmIntegrations(env: ServerEnv = serverEnv()): void {
  for (const crm of ['bitrix24', 'amocrm', 'metrika'] as const)
    provideJobHandler(`${CRM_CHECK_TASK}:${crm}`, async () => checkConnection(await cms(), crm, env))
  provideJobHandler(OFFLINE_CONVERSIONS_TASK, async () => runOfflineConversionsUpload(await cms()))
}
