// bench/catalog-sync: the import engine on a whole price list at SEED_SCALE=10 (issue 33's targets: a 20,000-row
// list, as XLSX and as CSV, planned within 5 s and applied within 15 s on this 2-core machine, peak RSS growth
// ≤ 300 MB, and /flats p99 while it applies at most twice its idle p99). Each list moves every price by up to ±5 %
// (under the 15 % guard), so every row is a change; each import is rolled back afterwards, also timed.
//
//   DATABASE_URL=<a SEED_SCALE=10 database> [BENCH_URL=http://127.0.0.1:3000] \
//     node --conditions react-server --import tsx --expose-gc bench/catalog-sync.mjs
//
// (`react-server`: the engine's modules are server-only, as in the app.)
// BENCH_URL: a production server on the same database (`npm start -- -p 3000`); /flats is loaded for as long as
// each apply runs, and for as long again with nothing applying, side by side. Options: BENCH_ROWS (20000),
// BENCH_CONNECTIONS (10).
import autocannon from 'autocannon'

import { cms } from '../src/cms/client.ts'
import { applyImport, planImport, rollbackImport } from '../src/features/catalog-sync/engine.ts'
import { readPriceList } from '../src/features/catalog-sync/price-list/index.ts'
import { encodeCp1251, writeXlsx } from '../src/features/catalog-sync/price-list/testing.ts'

const wanted = Number(process.env.BENCH_ROWS ?? 20_000)
const base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

const payload = await cms()
const { docs } = await payload.find({ collection: 'properties', pagination: false, depth: 0, select: { ref_id: true, price: true } })
const priced = docs.filter((d) => d.ref_id && d.price > 0).slice(0, wanted)
console.log(
  `bench/catalog-sync: ${priced.length} rows of ${docs.length} properties (${payload.db.name})${base ? `, /flats at ${base}` : ''}`,
)

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

/** Loads /flats until `stop()` is called; `result` resolves with its p50 and p99 in ms. */
function loadFlats() {
  let instance
  const result = new Promise((resolve, reject) => {
    instance = autocannon({ url: `${base}/flats`, connections, duration: 600 }, (error, r) =>
      error ? reject(error) : resolve({ p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, errors: r.errors + r.non2xx }),
    )
  })
  return { stop: () => instance.stop(), result }
}

/** /flats p99 for the given time with nothing applying: the idle figure beside each apply's. */
async function idleFlats(ms) {
  const load = loadFlats()
  await new Promise((resolve) => setTimeout(resolve, ms))
  load.stop()
  return load.result
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0)
const s = (ms) => (ms / 1000).toFixed(2)
const rows = []
for (const [format, file] of Object.entries(files)) {
  globalThis.gc?.()
  const before = process.memoryUsage().rss
  let top = before
  const sampler = setInterval(() => (top = Math.max(top, process.memoryUsage().rss)), 10)

  let t = performance.now()
  const parsed = await readPriceList(file)
  const parseMs = performance.now() - t
  if (parsed.rows.length !== moved.length) throw new Error(`${format}: ${parsed.rows.length} rows read, ${parsed.errors.length} errors`)

  t = performance.now()
  const planned = await planImport(payload, parsed.rows, {
    mode: 'partial',
    source: { kind: 'file', name: file.name },
    errors: parsed.errors,
  })
  const planMs = performance.now() - t

  t = performance.now()
  const during = base ? loadFlats() : null
  const applied = await applyImport(payload, planned.id)
  const applyMs = performance.now() - t
  clearInterval(sampler)
  during?.stop()
  const busy = await during?.result

  t = performance.now()
  await rollbackImport(payload, applied.id)
  const rollbackMs = performance.now() - t
  const idle = base ? await idleFlats(Math.max(applyMs, 3_000)) : null

  rows.push({
    format,
    'file MB': (file.bytes.length / 1024 / 1024).toFixed(1),
    'parse s': s(parseMs),
    'plan s': s(parseMs + planMs),
    'apply s': s(applyMs),
    'rollback s': s(rollbackMs),
    changes: applied.counts.price_changes,
    'RSS +MB': mb(top - before),
    ...(busy && idle
      ? {
          '/flats p99 idle': `${idle.p99} ms`,
          '/flats p99 applying': `${busy.p99} ms`,
          ratio: (busy.p99 / idle.p99).toFixed(2),
          errors: busy.errors + idle.errors,
        }
      : {}),
  })
}
console.table(rows)
console.log('targets: plan (parse + plan) ≤ 5 s, apply ≤ 15 s, RSS growth ≤ 300 MB, /flats p99 while applying ≤ 2 × idle')
await payload.db.destroy?.()
process.exit(0)
