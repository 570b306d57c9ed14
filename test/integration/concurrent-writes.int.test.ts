// Writes from two server processes on one database never fail for a lock, and every write answered 2xx is
// stored: 50 visitors each add 12 favourites at once (tapping the first twice), then send 20 writes at once —
// 10 more favourites and 10 removals — while this process books flats (write transactions), saves a property
// and a global as an editor does, and sweeps the lead outbox. Each visitor's taps are dealt to this process and
// to a second Node process on the same database by turns, as two workers share one browser's requests. On
// SQLite the second process is what two workers or two instances are: a second connection to the file, taking
// the one write lock in turn.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { cms } from '@/cms/client'
import { holdProperty, type HoldResult } from '@/features/booking/hold'
import { DeliveryWorker } from '@/features/delivery'
import { newCsrfToken } from '@/server/api'

import { runTaps, type Answer, type Tap } from './concurrent-writes.plan'

const dialect = inject('dialect')
const root = path.resolve(__dirname, '../..')
const VISITORS = 50
const FIRST = 12
const ADDS = 10
const REMOVES = 10

type ChildMessage =
  { type: 'ready' } | { type: 'held'; result: HoldResult } | { type: 'answers'; answers: Answer[] } | { type: 'failed'; error: string }

/** The second process (concurrent-writes.child.ts): its own Payload on the same DATABASE_URL. */
class SecondProcess {
  private readonly child: ChildProcess
  private output = ''
  private readonly waiting: ((message: ChildMessage) => void)[] = []
  private readonly inbox: ChildMessage[] = []

  constructor() {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
    this.child = spawn(
      process.execPath,
      ['--import', tsx, '--import', './test/integration/outside-next.hooks.mjs', 'test/integration/concurrent-writes.child.ts'],
      { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
    )
    for (const stream of [this.child.stdout!, this.child.stderr!]) stream.on('data', (chunk) => (this.output += chunk))
    this.child.on('message', (message: ChildMessage) => {
      const next = this.waiting.shift()
      if (next) next(message)
      else this.inbox.push(message)
    })
  }

  /** The next message, or an error with the child's output when it exits or takes longer than `ms`. */
  next(ms: number): Promise<ChildMessage> {
    const queued = this.inbox.shift()
    if (queued) return Promise.resolve(queued)
    return new Promise((resolve, reject) => {
      const fail = (why: string) => reject(new Error(`second process ${why}:\n${this.output.slice(-3000)}`))
      const timer = setTimeout(() => fail(`sent nothing for ${ms} ms`), ms)
      this.child.once('exit', (code) => fail(`exited with ${code}`))
      this.waiting.push((message) => {
        clearTimeout(timer)
        if (message.type === 'failed') fail(`failed: ${message.error}`)
        else resolve(message)
      })
    })
  }

  send(message: unknown) {
    this.child.send(message as never)
  }

  stop() {
    this.child.kill('SIGTERM')
  }
}

/** Whether a write answered success. */
const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300

async function storedFavourites(payload: Payload, vid: string): Promise<Set<number>> {
  const { docs } = await payload.find({
    collection: 'visitor-items',
    where: { and: [{ visitor_id: { equals: vid } }, { list: { equals: 'favorite' } }] },
    pagination: false,
    depth: 0,
  })
  return new Set(docs.map((d) => (typeof d.property === 'number' ? d.property : d.property.id)))
}

/**
 * The writes answered 2xx whose outcome is not in the database: an added favourite missing, a removed one still
 * there. `answers` are one visitor's, burst after burst (within a burst no flat is both added and removed). A
 * failed answer after a 2xx of the other method leaves the flat unknown (the failure may have come after its
 * write landed) and is counted among the failures instead.
 */
function notStored(answers: Answer[], stored: Set<number>): Answer[] {
  const last = new Map<number, Answer>()
  for (const answer of answers) {
    if (ok(answer)) last.set(answer.id, answer)
    else if (last.get(answer.id)?.method !== answer.method) last.delete(answer.id)
  }
  return [...last.values()].filter((a) => (a.method === 'POST') !== stored.has(a.id))
}

/** Each visitor's taps dealt by turns: the even ones to this process, the odd ones to the second. */
function deal(taps: Tap[][]): { here: Tap[]; there: Tap[] } {
  return {
    here: taps.flatMap((mine) => mine.filter((_, k) => k % 2 === 0)),
    there: taps.flatMap((mine) => mine.filter((_, k) => k % 2 === 1)),
  }
}

let payload: Payload
let second: SecondProcess
let flats: { id: number; ref_id: string; status: string | null | undefined }[]
const held: number[] = []

describe(`concurrent writes from two processes on ${dialect}`, () => {
  beforeAll(async () => {
    second = new SecondProcess()
    payload = await cms()
    const { docs } = await payload.find({
      collection: 'properties',
      where: { type: { equals: 'flat' } },
      limit: 400,
      depth: 0,
      sort: 'ref_id',
    })
    flats = docs.map((d) => ({ id: d.id, ref_id: d.ref_id, status: d.status }))
    expect((await second.next(120_000)).type).toBe('ready')
  })

  afterAll(async () => {
    second?.stop()
    // The flats booked here go back on sale, so the other files find the catalogue as seeded.
    for (const id of held) await payload.update({ collection: 'properties', id, data: { status: 'available', hold_until: null }, depth: 0 })
  })

  it('answers every favourite write 2xx and stores each, while flats are booked, a property and a global saved and the outbox swept', async () => {
    // Flats to book: the last available ones, four for this process and one for the second.
    const available = flats.filter((f) => f.status === 'available').slice(-5)
    expect(available).toHaveLength(5)
    // Favourites: 22 distinct flats per visitor, taken from among the other flats, overlapping between visitors.
    const pool = flats.filter((f) => !available.includes(f)).map((f) => f.id)
    const plans = Array.from({ length: VISITORS }, (_, v) => {
      const mine = Array.from({ length: FIRST + ADDS }, (_, k) => pool[(v * 7 + k) % pool.length]!)
      const first = mine.slice(0, FIRST)
      return { csrf: newCsrfToken(), first, adds: mine.slice(FIRST), removes: first.slice(0, REMOVES) }
    })
    const taps = (v: number, method: Tap['method'], ids: number[]) =>
      ids.map((id): Tap => ({ visitor: v, csrf: plans[v]!.csrf, method, id }))
    // The first burst taps the first flat twice, once through each process (two tabs, or a double tap).
    const bursts = [
      plans.map((p, v) => taps(v, 'POST', [p.first[0]!, ...p.first])),
      plans.map((p, v) => [...taps(v, 'POST', p.adds), ...taps(v, 'DELETE', p.removes)]),
    ].map(deal)
    // Leads waiting in the outbox, for the sweep to claim and deliver during the writes.
    const leads = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        payload.create({
          collection: 'leads',
          data: { type: 'callback', name: `Параллельный Лид ${i}`, phone: '+79215550003', delivery_status: 'pending' },
          depth: 0,
        }),
      ),
    )
    const delivered: number[] = []
    const outbox = new DeliveryWorker({
      payload: cms,
      sinks: [{ name: 'test', deliver: async (record) => void delivered.push(record.id) }],
      batchSize: 100,
      log: () => {},
    })

    // Each process has served a booking (a write transaction) before the visitors come, as a worker of a live site has.
    const [before, ...during] = available.slice(0, 4)
    held.push(...available.map((f) => f.id))
    second.send({ type: 'hold', refId: available[4]!.ref_id })
    const hold = (refId: string) => holdProperty(payload, { refId, name: 'Первый Процесс', phone: '+79215550004', formFields: {} })
    const holds: (HoldResult | string)[] = [await hold(before!.ref_id).catch(String)]
    const secondHold = await second.next(30_000)

    const started = performance.now()
    let writing = true
    const editor: string[] = []
    const sideWork = (async () => {
      const property = flats.find((f) => !available.includes(f))!
      const settings = await payload.findGlobal({ slug: 'request-block', depth: 0 })
      let round = 0
      while (writing || round < 2) {
        const work = [
          payload.update({ collection: 'properties', id: property.id, data: { status: property.status as 'available' }, depth: 0 }),
          payload.updateGlobal({ slug: 'request-block', data: { title: settings.title }, depth: 0 }),
          outbox.sweep(),
          // The other bookings in the first round, at once: transactions of this process beside its writes.
          ...(round === 0 ? during.map((flat) => hold(flat.ref_id).then((r) => void holds.push(r))) : []),
        ]
        for (const result of await Promise.allSettled(work)) if (result.status === 'rejected') editor.push(String(result.reason))
        round++
        // A pause between rounds: the SQLite driver answers synchronously, so a round that failed at once
        // would otherwise never let the event loop serve the visitors.
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return round
    })()
    const answers: Answer[] = []
    for (const { here, there } of bursts) {
      second.send({ type: 'taps', taps: there })
      answers.push(...(await runTaps(here)))
      const theirs = await second.next(120_000)
      expect(theirs.type).toBe('answers')
      answers.push(...(theirs as { answers: Answer[] }).answers)
    }
    writing = false
    const rounds = await sideWork
    const seconds = ((performance.now() - started) / 1000).toFixed(1)

    const failed = answers.filter((a) => !ok(a))
    // Both processes' answers name one visitor id per visitor: its lists are one list, whichever process wrote.
    const visitors = plans.map((_, v) => answers.filter((a) => a.visitor === v))
    const vids = visitors.map((mine) => [...new Set(mine.flatMap((a) => (a.vid ? [a.vid] : [])))])
    const wrong: Answer[] = []
    const lists: number[][] = []
    for (const [v, mine] of visitors.entries()) {
      const stored = vids[v]!.length === 1 ? await storedFavourites(payload, vids[v]![0]!) : new Set<number>()
      wrong.push(...notStored(mine, stored))
      lists.push([...stored].sort((a, b) => a - b))
    }
    const swept = await Promise.all(leads.map((lead) => payload.findByID({ collection: 'leads', id: lead.id, depth: 0 })))
    const heldCount = [...holds, secondHold.type === 'held' ? secondHold.result : secondHold].filter(
      (h) => typeof h === 'object' && 'kind' in h && h.kind === 'held',
    ).length
    const times = failed.map((a) => a.ms).sort((a, b) => a - b)
    console.log(
      `[concurrent-writes] ${dialect}: ${answers.length} writes in ${seconds} s, ${failed.length} failed` +
        (failed.length
          ? ` (${[...new Set(failed.map((a) => a.status))].join(', ')} after ${times[0]}–${times.at(-1)} ms: ${failed[0]!.error})`
          : '') +
        `, ${wrong.length} answered 2xx but not stored` +
        (wrong.length ? ` (${JSON.stringify(wrong.slice(0, 3).map(({ csrf: _, ...a }) => a))})` : '') +
        `; bookings held ${heldCount}/5; ${rounds} rounds of saves and sweeps, ${editor.length} failed` +
        (editor.length ? ` (${editor[0]!.slice(0, 160)})` : '') +
        `; outbox leads delivered ${swept.filter((l) => l.delivery_status === 'delivered').length}/5`,
    )

    expect(answers).toHaveLength(VISITORS * (1 + FIRST + ADDS + REMOVES))
    expect(vids.map((ids) => ids.length)).toEqual(plans.map(() => 1))
    expect({ failed: failed.length, wrong: wrong.length, editor: editor.slice(0, 3) }).toEqual({ failed: 0, wrong: 0, editor: [] })
    expect(heldCount).toBe(5)
    expect(swept.map((l) => l.delivery_status)).toEqual(leads.map(() => 'delivered'))
    expect(delivered).toEqual(expect.arrayContaining(leads.map((l) => l.id)))
    // Every visitor's list is what it asked for: the last 2 of the first 12 kept, the 10 added.
    expect(lists).toEqual(plans.map((p) => [...p.first.slice(REMOVES), ...p.adds].sort((a, b) => a - b)))
  }, 150_000)
})
