import 'server-only'

import { randomUUID } from 'node:crypto'

import { DELIVERY_NOT_CONFIGURED } from '@/cms/options'
import type { Lead, Subscriber, WatchMail } from '@/cms/payload-types'
import { moduleLogger } from '@/server/log'
import type { Payload } from 'payload'

import { type BackoffPolicy, DEFAULT_BACKOFF, nextAttemptDelayMs, type SinkFailure, sinkFailure } from './backoff'
import { claimDue, type ClaimedRow, markAttemptFailed, markDelivered, noteNoSink } from './outbox'
import { type DeliveryRecord, leadRecord, type OutboxCollection, subscriberRecord, watchMailRecord } from './record'
import type { Sink } from './sinks'

/** Settings of a worker; everything but `payload` and `sinks` has a production default (tests shrink the times). */
export interface DeliveryWorkerOptions {
  payload: () => Promise<Payload>
  sinks: Sink[]
  /** The tables this worker sweeps: leads and subscribers by default (the letters to buyers have a worker of their own). */
  collections?: OutboxCollection[]
  /** Pause between sweeps. */
  intervalMs?: number
  /** After this many failed attempts a row is marked failed. */
  maxAttempts?: number
  backoff?: BackoffPolicy
  /** How long a claim lasts: longer than the slowest delivery (webhook 10 s + SMTP 40 s). */
  leaseMs?: number
  batchSize?: number
  /** Upper bound of batches per sweep and collection, so one sweep of a big backlog still ends. */
  maxBatches?: number
  now?: () => number
  random?: () => number
  log?: (entry: LogEntry) => void
}

/** One JSON log line. */
export type LogEntry = { level: 'info' | 'warn' | 'error'; msg: string } & Record<string, unknown>

/** What one sweep did. */
export interface SweepReport {
  claimed: number
  delivered: number
  retried: number
  failed: number
}

/** Stored on waiting rows while no sink is configured; the admin shows it as the row's status. */
export const NO_SINK_MESSAGE = DELIVERY_NOT_CONFIGURED
const COLLECTIONS: OutboxCollection[] = ['leads', 'subscribers']

/** How a claimed row of each table becomes a record (a lead names its property and programme: depth 1). */
const READERS: Record<OutboxCollection, { depth: number; record: (doc: unknown) => DeliveryRecord }> = {
  leads: { depth: 1, record: (doc) => leadRecord(doc as Lead) },
  subscribers: { depth: 0, record: (doc) => subscriberRecord(doc as Subscriber) },
  'watch-mails': { depth: 0, record: (doc) => watchMailRecord(doc as WatchMail) },
}

const deliveryLog = moduleLogger('delivery')

/** Writes an entry to the server log (one JSON line on stdout, `module: "delivery"`): the default `log` of a worker. */
export function jsonLog({ level, msg, ...fields }: LogEntry): void {
  deliveryLog[level](fields, msg)
}

const message = (error: unknown) => String((error as Error)?.message ?? error)

/**
 * The outbox worker: every `intervalMs` it sweeps its tables (leads and subscribers by default), claims the due pending rows, hands
 * each to every sink that has not accepted it yet, and records the outcome (delivered; or the error and the
 * next attempt with exponential backoff; or failed after `maxAttempts`). It never throws into the server:
 * every failure becomes a log line and a retry.
 */
export class DeliveryWorker {
  readonly sinks: Sink[]
  private readonly options: Required<Omit<DeliveryWorkerOptions, 'payload' | 'sinks' | 'collections'>> &
    Pick<DeliveryWorkerOptions, 'payload'>
  private readonly collections: OutboxCollection[]
  private timer: NodeJS.Timeout | undefined
  private kickTimer: NodeJS.Timeout | undefined
  private running: Promise<SweepReport> | undefined
  private stopped = false

  constructor(options: DeliveryWorkerOptions) {
    this.sinks = options.sinks
    this.collections = options.collections ?? COLLECTIONS
    this.options = {
      payload: options.payload,
      intervalMs: options.intervalMs ?? 5_000,
      maxAttempts: options.maxAttempts ?? 12,
      backoff: options.backoff ?? DEFAULT_BACKOFF,
      leaseMs: options.leaseMs ?? 2 * 60_000,
      batchSize: options.batchSize ?? 20,
      maxBatches: options.maxBatches ?? 10,
      now: options.now ?? Date.now,
      random: options.random ?? Math.random,
      log: options.log ?? jsonLog,
    }
  }

  /** Starts the periodic sweeps (the first after one interval, so the server starts undisturbed). */
  start(): this {
    this.stopped = false
    this.schedule(this.options.intervalMs)
    return this
  }

  /** Asks for a sweep soon, e.g. right after a lead was stored; calls in a burst collapse into one sweep. */
  kick(delayMs = 500): void {
    if (this.stopped || this.kickTimer) return
    this.kickTimer = setTimeout(() => {
      this.kickTimer = undefined
      void this.sweep()
    }, delayMs)
    this.kickTimer.unref?.()
  }

  /** Stops sweeping and waits for the sweep in flight; a row it could not finish is retried after its lease. */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    clearTimeout(this.kickTimer)
    this.kickTimer = undefined
    await this.running?.catch(() => undefined)
  }

  /** One sweep over both tables; concurrent calls share the sweep in flight. Never rejects. */
  sweep(): Promise<SweepReport> {
    if (!this.running) {
      this.running = this.sweepAll().finally(() => {
        this.running = undefined
      })
    }
    return this.running
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return
    this.timer = setTimeout(async () => {
      await this.sweep()
      this.schedule(this.options.intervalMs)
    }, delayMs)
    // The worker alone never keeps the process alive (scripts, tests, shutdown).
    this.timer.unref?.()
  }

  private async sweepAll(): Promise<SweepReport> {
    const report: SweepReport = { claimed: 0, delivered: 0, retried: 0, failed: 0 }
    try {
      const payload = await this.options.payload()
      for (const collection of this.collections) {
        if (this.stopped) break
        if (this.sinks.length === 0) {
          await noteNoSink(payload, collection, NO_SINK_MESSAGE)
          continue
        }
        for (let batch = 0; batch < this.options.maxBatches && !this.stopped; batch++) {
          const token = randomUUID()
          const claimed = await claimDue(payload, collection, {
            now: this.options.now(),
            leaseMs: this.options.leaseMs,
            limit: this.options.batchSize,
            token,
          })
          report.claimed += claimed.length
          if (claimed.length > 0) await this.deliverBatch(payload, collection, claimed, token, report)
          if (claimed.length < this.options.batchSize) break
        }
      }
    } catch (error) {
      // A database hiccup (SQLITE_BUSY, a dropped connection): the claimed rows come back after their lease.
      this.options.log({ level: 'warn', msg: 'delivery sweep failed', error: message(error) })
    }
    return report
  }

  private async load(payload: Payload, collection: OutboxCollection, ids: number[]): Promise<Map<number, DeliveryRecord>> {
    const reader = READERS[collection]
    const { docs } = await payload.find({
      collection,
      where: { id: { in: ids } },
      depth: reader.depth,
      pagination: false,
      overrideAccess: true,
    })
    return new Map(docs.map((doc) => [doc.id, reader.record(doc)] as const))
  }

  private async deliverBatch(payload: Payload, collection: OutboxCollection, claimed: ClaimedRow[], token: string, report: SweepReport) {
    let records: Map<number, DeliveryRecord>
    try {
      records = await this.load(
        payload,
        collection,
        claimed.map((row) => row.id),
      )
    } catch (error) {
      records = new Map()
      this.options.log({ level: 'warn', msg: 'could not read claimed rows', collection, error: message(error) })
    }
    for (const row of claimed) {
      const record = records.get(row.id)
      const done = new Set(row.deliveredTo)
      const errors: string[] = []
      const failures: SinkFailure[] = []
      if (!record) errors.push('could not read the row')
      else {
        for (const sink of this.sinks) {
          if (done.has(sink.name)) continue
          try {
            await sink.deliver(record)
            done.add(sink.name)
          } catch (error) {
            errors.push(`${sink.name}: ${message(error)}`)
            failures.push(sinkFailure(error))
          }
        }
      }
      await this.settle(payload, collection, row, token, [...done], errors, failures, report)
    }
  }

  private async settle(
    payload: Payload,
    collection: OutboxCollection,
    row: ClaimedRow,
    token: string,
    deliveredTo: string[],
    errors: string[],
    failures: SinkFailure[],
    report: SweepReport,
  ) {
    const context = { collection, id: row.id, attempt: row.attempt }
    try {
      if (errors.length === 0) {
        await markDelivered(payload, collection, { id: row.id, token, deliveredTo, now: this.options.now() })
        report.delivered++
        this.options.log({ level: 'info', msg: 'delivered', ...context, sinks: deliveredTo })
        return
      }
      const error = errors.join('; ')
      // A CRM's 429 waits as it asks; a refusal no retry changes (a 4xx) fails the row at once.
      const delay = nextAttemptDelayMs(row.attempt, this.options.maxAttempts, failures, this.options.backoff, this.options.random)
      const giveUp = delay === null
      const nextAt = giveUp ? null : this.options.now() + delay
      await markAttemptFailed(payload, collection, { id: row.id, token, deliveredTo, error, nextAt })
      if (giveUp) report.failed++
      else report.retried++
      this.options.log({
        level: giveUp ? 'error' : 'warn',
        msg: giveUp ? 'delivery failed for good' : 'delivery attempt failed',
        ...context,
        error,
        ...(nextAt === null ? {} : { next_attempt_at: new Date(nextAt).toISOString() }),
      })
    } catch (error) {
      this.options.log({ level: 'warn', msg: 'could not record the delivery outcome', ...context, error: message(error) })
    }
  }
}
