// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'

import { amoCrmSink } from './amocrm'
import { DEFAULT_BACKOFF, nextAttemptDelayMs, type SinkFailure, sinkFailure } from './backoff'
import { bitrix24Sink } from './bitrix24'
import type { DeliveryRecord } from './record'
import type { Sink } from './sinks'
import { FakeAmoCrm } from './testing/fake-amocrm'
import { FakeBitrix24 } from './testing/fake-bitrix24'
import type { Fault } from './testing/fake-server'
import { leadFixture } from './testing/fixtures'

const LEADS = 200
const OUTAGE_MS = 20_000
const MAX_ATTEMPTS = 12

/**
 * The worker's loop (claim the due rows, hand each to every sink not in delivered_to, record the outcome with
 * the worker's retry rule) on a simulated clock, so a 20-second outage takes no real 20 seconds; the CRMs are
 * real HTTP servers on 127.0.0.1.
 */
async function drain(records: { record: DeliveryRecord; arrivesAt: number }[], sinks: Sink[], clock: { now: number }) {
  const rows = records.map(({ record, arrivesAt }) => ({
    record,
    nextAt: arrivesAt,
    attempt: 0,
    deliveredTo: new Set<string>(),
    status: 'pending' as 'pending' | 'delivered' | 'failed',
  }))
  for (let sweep = 0; sweep < 10_000; sweep++) {
    const pending = rows.filter((row) => row.status === 'pending')
    if (pending.length === 0) break
    const due = pending.filter((row) => row.nextAt <= clock.now)
    if (due.length === 0) {
      clock.now = Math.min(...pending.map((row) => row.nextAt))
      continue
    }
    for (let start = 0; start < due.length; start += 20) {
      await Promise.all(
        due.slice(start, start + 20).map(async (row) => {
          row.attempt++
          const failures: SinkFailure[] = []
          for (const sink of sinks) {
            if (row.deliveredTo.has(sink.name)) continue
            try {
              await sink.deliver(row.record)
              row.deliveredTo.add(sink.name)
            } catch (error) {
              failures.push(sinkFailure(error))
            }
          }
          if (failures.length === 0) {
            row.status = 'delivered'
            return
          }
          const delay = nextAttemptDelayMs(row.attempt, MAX_ATTEMPTS, failures, DEFAULT_BACKOFF, () => 0.5)
          if (delay === null) row.status = 'failed'
          else row.nextAt = clock.now + delay
        }),
      )
    }
  }
  return rows
}

const fakes: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()))
})

describe('Bitrix24 and amoCRM through a 20 s outage', () => {
  it('200 leads sent while each CRM is down for 20 s all arrive exactly once', { timeout: 60_000 }, async () => {
    const clock = { now: 0 }
    const served = { outage: 0, lost: 0, limited: 0 }
    let notesMissed = 0
    // Down for the first 20 s of simulated time; afterwards every 17th request is carried out but its answer is
    // lost, and every 29th is rate-limited for a second.
    const faults = ({ n }: { n: number }): Fault | null => {
      if (clock.now < OUTAGE_MS) return (served.outage++, { kind: 'outage' })
      if (n % 17 === 0) return (served.lost++, { kind: 'lose-answer' })
      if (n % 29 === 0) return (served.limited++, { kind: 'rate-limit', retryAfterS: 1 })
      return null
    }
    const bitrix = await new FakeBitrix24('k3y5ecret0token', { fault: faults }).start()
    const amo = await new FakeAmoCrm('amo-long-lived-token-0123456789', { fault: faults }).start()
    fakes.push(bitrix, amo)
    const sinks = [
      bitrix24Sink({ webhookUrl: bitrix.webhookUrl, now: () => clock.now }),
      amoCrmSink({ baseUrl: amo.baseUrl, token: amo.token, now: () => clock.now, warn: () => void notesMissed++ }),
    ]
    // One lead every 150 ms: two thirds arrive during the outage, the rest after it.
    const records = Array.from({ length: LEADS }, (_, index) => ({ record: leadFixture(index + 1), arrivesAt: index * 150 }))
    const started = performance.now()
    const rows = await drain(records, sinks, clock)
    const seconds = (performance.now() - started) / 1000

    expect(rows.every((row) => row.status === 'delivered')).toBe(true)
    const bitrixIds = bitrix.leads.map((lead) => Number(lead.ORIGIN_ID)).sort((a, b) => a - b)
    expect(bitrixIds).toEqual(Array.from({ length: LEADS }, (_, index) => index + 1))
    const amoUids = amo.unsorted.map((entry) => entry.source_uid)
    expect(new Set(amoUids).size).toBe(LEADS)
    expect(amoUids).toHaveLength(LEADS)
    // A deal's note is best effort (a deal whose answer was lost gets none), but never doubled either.
    const notedDeals = amo.notes.map((note) => note.entity_id)
    expect(new Set(notedDeals).size).toBe(notedDeals.length)
    expect(notedDeals.length).toBeGreaterThan(LEADS / 2)
    // The run really met each fault, and no lead came near giving up.
    // Each of the 134 leads that arrived in the first 20 s met the outage once per CRM, and only once: the retry
    // waited the backoff's first step (30 s less jitter), past the outage's end.
    expect(served.outage).toBe(2 * 134)
    expect(served.lost).toBeGreaterThan(10)
    expect(served.limited).toBeGreaterThan(5)
    const attempts = Math.max(...rows.map((row) => row.attempt))
    expect(attempts).toBeLessThan(MAX_ATTEMPTS / 2)
    console.info(
      `${LEADS} leads × 2 CRMs: ${served.outage} outage answers, ${served.lost} lost answers, ${served.limited} rate limits; at most ${attempts} attempts; ${notedDeals.length} amoCRM notes, ${notesMissed} missed; ` +
        `simulated ${(clock.now / 1000).toFixed(0)} s in ${seconds.toFixed(1)} s`,
    )
  })
})
