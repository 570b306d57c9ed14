// bench/api: throughput and latency of the product API against a running server (target: ≥ 850 req/s and
// p99 < 50 ms for list + facets at ~20,000 properties). Start a production build seeded with SEED_SCALE=10,
// then: BENCH_URL=http://127.0.0.1:3000 node bench/api.mjs
// Options: BENCH_CONNECTIONS (20), BENCH_DURATION seconds per scenario (15), BENCH_ONLY (comma list of scenario names).
import autocannon from 'autocannon'

const base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
if (!base) {
  console.error('Set BENCH_URL to a running server, e.g. BENCH_URL=http://127.0.0.1:3000 node bench/api.mjs')
  process.exit(2)
}
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20)
const duration = Number(process.env.BENCH_DURATION ?? 15)
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim())

async function getJson(path) {
  const response = await fetch(base + path)
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return response.json()
}

async function available(path) {
  try {
    return (await fetch(base + path)).ok
  } catch {
    return false
  }
}

const pick = (list) => list[Math.floor(Math.random() * list.length)]

// What the shop's filter bar sends: a type, some rooms, a price cap, an order and a page.
const ROOMS = ['', 'rooms=0', 'rooms=1', 'rooms=2', 'rooms=1,2', 'rooms=3,4', 'rooms=2,3']
const ORDERS = ['', 'order=price', 'order=-price', 'order=area', 'order=-price_per_m2']
const PRICE = ['', 'price_max=12000000', 'price_min=8000000&price_max=20000000', 'price_max=30000000']
const EXTRA = ['', '', 'discount=true', 'features=water_view', 'completion=completed', 'finishing_kind=finish']
const filterQuery = (random = false) => {
  // Random price bounds make nearly every request unique: the answer cache never helps. One price_max only —
  // a repeated single-value filter is a 400, which would measure the validator instead of the engine.
  const price = random ? `price_max=${8_000_000 + Math.floor(Math.random() * 40_000_000)}` : pick(PRICE)
  return ['type=flat', pick(ROOMS), price, pick(EXTRA)].filter(Boolean).join('&')
}

/** A fixed mix of shop queries (list and facets of each): what repeat visitors mostly send; the cache serves them. */
function listAndFacetsMix() {
  const queries = Array.from({ length: 40 }, () => filterQuery())
  return queries.flatMap((q) => [
    { path: `/api/properties/?${q}&${pick(ORDERS)}&limit=12&offset=${pick([0, 0, 12, 24])}` },
    { path: `/api/properties/facets/?${q}` },
  ])
}

/** Every request a new filter: the in-memory engine computes each answer. */
function listAndFacetsUncached() {
  return [
    { setupRequest: (req) => ({ ...req, path: `/api/properties/?${filterQuery(true)}&${pick(ORDERS)}&limit=12` }) },
    { setupRequest: (req) => ({ ...req, path: `/api/properties/facets/?${filterQuery(true)}` }) },
  ]
}

async function scenarios() {
  const list = []
  list.push({ name: 'list + facets (shop mix)', requests: listAndFacetsMix() })
  list.push({ name: 'list + facets (uncached)', requests: listAndFacetsUncached() })
  const ids = (await getJson('/api/properties/?type=flat&status=available,booked,sold&limit=100&order=-price')).results.map((r) => r.id)
  list.push({ name: 'detail', requests: ids.map((id) => ({ path: `/api/properties/${id}/` })) })
  if (await available('/api/mortgage/')) {
    list.push({
      name: 'mortgage list',
      requests: [
        'price=12000000&initial_payment=20&term=30',
        'price=8500000&initial_payment=30&term=20&order=rate',
        'price=25000000&initial_payment=50&term=15',
      ].map((q) => ({ path: `/api/mortgage/?${q}` })),
    })
  }
  return only ? list.filter((s) => only.some((o) => s.name.startsWith(o))) : list
}

function run(scenario) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url: base, connections, duration, requests: scenario.requests }, (error, result) =>
      error ? reject(error) : resolve(result),
    )
    process.once('SIGINT', () => instance.stop())
  })
}

const probe = await fetch(`${base}/api/properties/?limit=1`).catch((error) => error)
if (!(probe instanceof Response) || !probe.ok) {
  console.error(
    `The server at ${base} does not answer /api/properties/ (${probe instanceof Response ? `HTTP ${probe.status}` : probe.message}).`,
  )
  process.exit(1)
}
const total = (await probe.json()).count
console.log(`bench/api → ${base}: ${connections} connections, ${duration} s per scenario, ${total} available properties in the shop\n`)

const rows = []
for (const scenario of await scenarios()) {
  // Warm up: the first request of a process loads the catalogue snapshot.
  await run({ ...scenario, duration: 2 }).catch(() => undefined)
  const result = await run(scenario)
  rows.push({
    scenario: scenario.name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    requests: result.requests.total,
    'non-2xx': result.non2xx,
    errors: result.errors + result.timeouts,
  })
  console.log(`${scenario.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`)
}
console.log()
console.table(rows)
const target = rows.filter((r) => r.scenario.startsWith('list + facets'))
const failed = target.filter((r) => r['req/s'] < 850 || r['p99 ms'] >= 50 || r['non-2xx'] > 0 || r.errors > 0)
console.log(
  failed.length
    ? `\nBelow the target (≥ 850 req/s, p99 < 50 ms): ${failed.map((r) => r.scenario).join(', ')}`
    : '\nlist + facets meet the target (≥ 850 req/s, p99 < 50 ms).',
)
