// bench/load: mixed traffic — pages and API — against a running production build (target: 3 minutes at 50
// connections on PostgreSQL at SEED_SCALE=10, 0 errors, p99 stated).
//   BENCH_URL=http://127.0.0.1:3000 node bench/load.mjs
// Start the server as production runs it, without -H (`npm start -- -p 3000`): bound with -H, Next hands the proxy a
// localhost URL, so its rewrites (every filtered /flats) go out as a second HTTP request to the same server
// (src/proxy.ts). Measured side by side on 2026-11-26: /flats × 40 queries 573 req/s without -H, 289–323 with it.
// Options: LOAD_CONNECTIONS (50), LOAD_DURATION seconds (180), LOAD_ENCODING ('br, gzip': what every browser asks;
// set it empty to ask for raw bodies), LOAD_RATE (requests per second in all, e.g. 400; unset: as fast as the
// connections go). The app sends raw bodies either way (compression is the front's); through the
// front a raw page is 80–167 KB against about 20 KB in brotli, and copying those set the front's tail on 2 cores.
// FRONT=1: the same mix again through the production front (deploy/nginx, started here in front of BENCH_URL on
// FRONT_PORT, 8090), side by side: through it, p99 ≤ 50 ms and at least 3× the requests per second.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { startFront } from '../scripts/front.mjs'

const base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
if (!base) {
  console.error('Set BENCH_URL to a running server, e.g. BENCH_URL=http://127.0.0.1:3000 node bench/load.mjs')
  process.exit(2)
}
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50)
const duration = Number(process.env.LOAD_DURATION ?? 180)
const encoding = process.env.LOAD_ENCODING ?? 'br, gzip'
// A fixed total rate instead of as fast as the connections go: 50 closed-loop connections keep both cores saturated
// by design, so their p99 is mostly the length of the queue; below the app's capacity the tail is its response time.
const rate = process.env.LOAD_RATE ? Number(process.env.LOAD_RATE) : undefined
const headers = encoding ? { 'accept-encoding': encoding } : {}

const json = async (path) => (await fetch(base + path)).json()
const flats = (await json('/api/properties/?type=flat&limit=60&order=-price')).results.map((r) => r.id)
const years = ((await json('/api/progress/specs/')).year ?? []).map((y) => y.value ?? y).slice(0, 3)
const pick = (list) => list[Math.floor(Math.random() * list.length)]

// Roughly what a campaign brings: most visitors browse the shop and flat cards; pages and API calls mixed.
const MIX = [
  [8, () => '/'],
  [10, () => `/flats?rooms=${pick(['1', '2', '1,2', '3'])}`],
  [10, () => `/flats/${pick(flats)}`],
  [4, () => '/mortgage'],
  [3, () => `/construction-progress${years.length ? `?year=${pick(years)}` : ''}`],
  [2, () => '/location'],
  [2, () => '/yards'],
  [2, () => '/sunrise'],
  [14, () => `/api/properties/?type=flat&rooms=${pick(['0', '1', '2', '3'])}&limit=12&order=${pick(['price', '-price', 'area'])}`],
  [14, () => `/api/properties/facets/?type=flat&rooms=${pick(['0', '1', '2', '3'])}`],
  [10, () => `/api/properties/${pick(flats)}/`],
  [5, () => `/api/properties/${pick(flats)}/similar_properties/?limit=6`],
  [8, () => `/api/mortgage/?price=${pick([8, 12, 16, 25])}000000&initial_payment=${pick([20, 30, 50])}&term=${pick([15, 20, 30])}`],
  [4, () => '/api/genplan/'],
  [4, () => '/api/main_page/'],
]
const weights = MIX.flatMap(([weight, make]) => Array.from({ length: weight }, () => make))

/** One run of the mix against `target`; its figures, printed. */
async function load(target, label) {
  console.log(
    `bench/load → ${label}: ${connections} connections${rate ? ` at ${rate} req/s in all` : ''} for ${duration} s, ${MIX.length} kinds of requests (${flats.length} flats), ` +
      `accept-encoding: ${encoding || 'none'}`,
  )
  const statuses = new Map()
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target,
        connections,
        duration,
        headers,
        ...(rate ? { overallRate: rate } : {}),
        requests: [{ setupRequest: (req) => ({ ...req, path: pick(weights)() }) }],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    )
    instance.on('response', (_client, status) => statuses.set(status, (statuses.get(status) ?? 0) + 1))
    process.once('SIGINT', () => instance.stop())
  })
  console.log(`requests: ${result.requests.total} (${Math.round(result.requests.average)} req/s average)`)
  console.log(`latency ms: p50 ${result.latency.p50}, p90 ${result.latency.p90}, p99 ${result.latency.p99}, max ${result.latency.max}`)
  console.log(
    `statuses: ${[...statuses]
      .sort((a, b) => a[0] - b[0])
      .map(([s, n]) => `${s}×${n}`)
      .join(' ')}`,
  )
  console.log(`KB per response (headers and body as sent): ${(result.throughput.total / result.requests.total / 1024).toFixed(1)}`)
  console.log(`errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}`)
  return result
}

const failed = (r) => r.errors + r.timeouts + r.non2xx > 0
const direct = await load(base, base)
if (process.env.FRONT !== '1') process.exit(failed(direct) ? 1 : 0)

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-bench-load-'))
// Started by root, the front's nginx workers run as nobody and must pass through this folder to its cache.
fs.chmodSync(work, 0o755)
const front = await startFront({ port: Number(process.env.FRONT_PORT ?? 8090), appPort: Number(new URL(base).port || 80), dir: work })
let through
try {
  through = await load(front.url, `the front ${front.url} (cold: it fills as it goes)`)
} finally {
  await front.stop()
  fs.rmSync(work, { recursive: true, force: true })
}
const ratio = through.requests.average / direct.requests.average
console.log(
  `side by side: direct ${Math.round(direct.requests.average)} req/s, p99 ${direct.latency.p99} ms; through the front ` +
    `${Math.round(through.requests.average)} req/s (${ratio.toFixed(1)}×, target ≥ 3×), p99 ${through.latency.p99} ms (target ≤ 50)`,
)
process.exit(failed(direct) || failed(through) ? 1 : 0)
