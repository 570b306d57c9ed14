// bench/catalog-sync: the import engine on a whole price list at SEED_SCALE=10 (targets: a 20,000-row
// list, as XLSX and as CSV, planned within 5 s and applied within 15 s on this 2-core machine, peak RSS growth
// ≤ 300 MB, and /flats p99 while it applies at most twice its idle p99). Each list moves every price by up to ±5 %
// (under the 15 % guard), so every row is a change; each import is rolled back afterwards, also timed.
//
//   DATABASE_URL=<a SEED_SCALE=10 database> REDIS_URL=redis://127.0.0.1:6379 \
//     node --conditions react-server --import tsx --expose-gc bench/catalog-sync.mjs
//
// (`react-server`: the engine's modules are server-only, as in the app.) Needs `npm run build`: the bench starts
// the production server on the same database (`npm start`: scripts/serve.mjs, 2 workers, port BENCH_PORT) — or
// uses the one at BENCH_URL — and loads /flats from a process of its own (bench/catalog-sync-flats.mjs) with the
// queries a buyer sends, for the whole run. Each trial, side by side:
// - idle: /flats with nothing applying (BENCH_IDLE seconds);
// - the XLSX and the CSV list, parsed, planned and applied by this process (the engine's times and memory); /flats
//   meanwhile shows what the database's write costs the server's readers (with REDIS_URL the change reaches the
//   server as another instance's import does);
// - the same 20,000 rows pushed by a CRM (`POST /api/catalog/imports/`, mode apply, an «Интеграция» account this
//   bench creates): the server stores them and its warm import process (started with the server) plans and applies them
//   (src/features/catalog-sync/own-process.ts), as the admin's «Применить» does for a whole list; /flats meanwhile
//   is what a buyer sees.
// Every apply is rolled back before the next. Options: BENCH_ROWS (20000), BENCH_CONNECTIONS (10), BENCH_REPEAT
// (3 trials; medians printed), BENCH_WAYS (xlsx,csv,push), BENCH_IDLE (8), BENCH_PORT (3390), BENCH_URL.
import { fork, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'

import { cms } from '../src/cms/client.ts'
import { applyImport, planImport, rollbackImport } from '../src/features/catalog-sync/engine.ts'
import { readPriceList } from '../src/features/catalog-sync/price-list/index.ts'
import { encodeCp1251, writeXlsx } from '../src/features/catalog-sync/price-list/testing.ts'
import { startRedisChangeRelay } from '../src/server/change-events.ts'

const wanted = Number(process.env.BENCH_ROWS ?? 20_000)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const repeat = Number(process.env.BENCH_REPEAT ?? 3)
const idleMs = Number(process.env.BENCH_IDLE ?? 8) * 1000
const port = process.env.BENCH_PORT ?? '3390'
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const payload = await cms()
// With REDIS_URL (bench and server), an import applied here reaches the server's caches as another instance's does.
await startRedisChangeRelay()
const { docs } = await payload.find({ collection: 'properties', pagination: false, depth: 0, select: { ref_id: true, price: true } })
const priced = docs.filter((d) => d.ref_id && d.price > 0).slice(0, wanted)

// A deterministic ±5 % move of every price, rounded to 1 000 ₽.
const moved = priced.map((d, i) => ({
  code: d.ref_id,
  price: Math.round((d.price * (1 + (((i * 7919) % 101) - 50) / 1000)) / 1000) * 1000,
}))
const header = ['Код в CRM', 'Цена, руб.']
const files = {
  xlsx: { name: 'прайс.xlsx', bytes: writeXlsx([header, ...moved.map((r) => [r.code, r.price])]) },
  csv: { name: 'прайс.csv', bytes: encodeCp1251([header.join(';'), ...moved.map((r) => `${r.code};${r.price}`)].join('\r\n')) },
}

// The production server, as `npm start` runs it (without -H: bench/load.mjs says why), unless one is given.
let server = null
let base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
if (!base) {
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.error('Run `npm run build` first (or set BENCH_URL to a server on this database).')
    process.exit(2)
  }
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['scripts/serve.mjs', '-p', port], {
    env: { ...process.env, PORT: port, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '2', NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  })
  const deadline = Date.now() + 180_000
  while (
    !(await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || server.exitCode !== null) throw new Error(`the server at ${base} did not start`)
    await sleep(500)
  }
}
const stopServer = () => {
  if (server) process.kill(-server.pid, 'SIGTERM')
}
process.on('exit', stopServer)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
console.log(
  `bench/catalog-sync: ${priced.length} rows of ${docs.length} properties (${payload.db.name}); /flats at ${base}, ${connections} connections`,
)

// The CRM's account: the role «Интеграция» with an API key.
const apiKey = randomBytes(24).toString('hex')
const account = await payload.create({
  collection: 'users',
  data: {
    email: `bench-catalog-sync-${Date.now()}@novaya-zarya.example`,
    password: randomBytes(12).toString('hex'),
    name: 'bench/catalog-sync',
    role: 'integration',
    enableAPIKey: true,
    apiKey,
  },
})

// Every list query a buyer may send is rendered once (the page cache holds them, as it does after a day of traffic).
const load = fork(new URL('./catalog-sync-flats.mjs', import.meta.url), {
  env: { ...process.env, BENCH_URL: base, BENCH_CONNECTIONS: String(connections) },
})
const answers = new Map()
let asked = 0
load.on('message', (m) => (m.ready ? answers.get('ready')?.() : answers.get(m.id)?.(m)))
await new Promise((resolve) => answers.set('ready', resolve))
/** Asks the load process something; answers its reply. */
const ask = (message) =>
  new Promise((resolve) => {
    const id = ++asked
    answers.set(id, resolve)
    load.send({ id, ...message })
  })
/** /flats latency of the requests that started within [from, to). */
const window = (from, to) => ask({ window: [from, to] })

/** Applies the 20,000 rows one way; answers the import's id and the figures of the engine when it ran here. */
const ways = {
  async xlsx() {
    return inProcess(files.xlsx)
  },
  async csv() {
    return inProcess(files.csv)
  },
  async push() {
    const started = performance.now()
    const response = await fetch(`${base}/api/catalog/imports/`, {
      method: 'POST',
      headers: { authorization: `users API-Key ${apiKey}`, 'content-type': 'application/json', 'x-forwarded-for': `bench-${Date.now()}` },
      body: JSON.stringify({ mode: 'apply', list: 'partial', rows: moved }),
    })
    const answer = await response.json()
    if (response.status !== 200) throw new Error(`push: HTTP ${response.status} ${JSON.stringify(answer).slice(0, 300)}`)
    return { id: answer.id, changes: answer.counts.price_changes, 'apply s': ((performance.now() - started) / 1000).toFixed(2) }
  },
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0)
const s = (ms) => (ms / 1000).toFixed(2)
async function inProcess(file) {
  globalThis.gc?.()
  const before = process.memoryUsage().rss
  let top = before
  const sampler = setInterval(() => (top = Math.max(top, process.memoryUsage().rss)), 10)
  let t = performance.now()
  const parsed = await readPriceList(file)
  const parseMs = performance.now() - t
  if (parsed.rows.length !== moved.length) throw new Error(`${file.name}: ${parsed.rows.length} rows read, ${parsed.errors.length} errors`)
  t = performance.now()
  const planned = await planImport(payload, parsed.rows, {
    mode: 'partial',
    source: { kind: 'file', name: file.name },
    errors: parsed.errors,
  })
  const planMs = performance.now() - t
  t = performance.now()
  const applied = await applyImport(payload, planned.id)
  const applyMs = performance.now() - t
  clearInterval(sampler)
  return {
    id: applied.id,
    changes: applied.counts.price_changes,
    'parse s': s(parseMs),
    'plan s': s(parseMs + planMs),
    'apply s': s(applyMs),
    'RSS +MB': mb(top - before),
  }
}

const chosen = (process.env.BENCH_WAYS ?? Object.keys(ways).join(',')).split(',')
const LABEL = {
  xlsx: 'XLSX, applied by the bench',
  csv: 'CSV, applied by the bench',
  push: 'JSON push, applied by the warm import process',
}
const rows = []
for (let trial = 1; trial <= repeat; trial++) {
  for (const way of chosen) {
    // Steady state: every list query in each worker's page cache again (the last apply and rollback expired them).
    await ask({ warm: true })
    await sleep(2_000)
    const idleFrom = Date.now()
    await sleep(idleMs)
    const from = Date.now()
    const figures = await ways[way]()
    const to = Date.now()
    // The pages the apply expired render again: the cost a buyer meets just after.
    await sleep(5_000)
    let t = performance.now()
    await rollbackImport(payload, figures.id)
    const rollbackMs = performance.now() - t
    const [idle, busy, after] = [await window(idleFrom, from), await window(from, to), await window(to, to + 5_000)]
    const { id: _, ...engine } = figures
    rows.push({
      trial,
      way: LABEL[way],
      ...engine,
      'rollback s': s(rollbackMs),
      'p99 idle ms': idle.p99,
      'p99 applying ms': busy.p99,
      ratio: Number((busy.p99 / idle.p99).toFixed(2)),
      'p99 5 s after ms': after.p99,
      'p50 idle/applying ms': `${idle.p50}/${busy.p50}`,
      requests: `${idle.requests}/${busy.requests}`,
      errors: idle.errors + busy.errors + after.errors,
    })
    console.log(JSON.stringify(rows.at(-1)))
  }
}
load.send({ stop: true })
await payload.delete({ collection: 'users', id: account.id })

console.table(rows)
const median = (list) => {
  const sorted = [...list].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : Number(((sorted[mid - 1] + sorted[mid]) / 2).toFixed(2))
}
console.table(
  chosen.map((way) => {
    const mine = rows.filter((r) => r.way === LABEL[way])
    return {
      way: LABEL[way],
      'apply s': median(mine.map((r) => Number(r['apply s']))),
      'p99 idle ms': median(mine.map((r) => r['p99 idle ms'])),
      'p99 applying ms': median(mine.map((r) => r['p99 applying ms'])),
      'ratio (median of trials)': median(mine.map((r) => r.ratio)),
    }
  }),
)
console.log('targets: plan (parse + plan) ≤ 5 s, apply ≤ 15 s, RSS growth ≤ 300 MB, /flats p99 while applying ≤ 2 × idle')
await payload.db.destroy?.()
stopServer()
process.exit(0)
