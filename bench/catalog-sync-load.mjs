// bench/catalog-sync-load: pages under bench/load while a CRM pushes prices (target: with a sync that changes 50
// prices every 30 s, the content pages' cache hit rate stays ≥ 99 % and p99 stays within 20 % of the run without
// syncs). Two runs side by side against one running production build: bench/load alone, then bench/load while the
// push API (`POST /api/catalog/imports/`, an «Интеграция» account this script creates) applies 50 price changes
// every 30 s. Throughout both, a probe asks a content page every 250 ms and counts its cache verdicts.
//
//   BENCH_URL=http://127.0.0.1:3000 node bench/catalog-sync-load.mjs
//
// Options: LOAD_DURATION seconds per run (180), LOAD_CONNECTIONS (50), SYNC_EVERY seconds (30), SYNC_ROWS (50).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'

const base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
if (!base) {
  console.error('Set BENCH_URL to a running server, e.g. BENCH_URL=http://127.0.0.1:3000 node bench/catalog-sync-load.mjs')
  process.exit(2)
}
const duration = Number(process.env.LOAD_DURATION ?? 180)
const every = Number(process.env.SYNC_EVERY ?? 30) * 1000
const perSync = Number(process.env.SYNC_ROWS ?? 50)
const CONTENT = ['/location', '/yards', '/sunrise', '/construction-progress']

const json = async (path, init) => {
  const response = await fetch(base + path, init)
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

// An «Интеграция» account with an API key, made through the admin's API.
const admin = { email: process.env.ADMIN_EMAIL ?? 'admin@novaya-zarya.example', password: process.env.ADMIN_PASSWORD ?? 'zarya-demo-2026' }
const { token } = await json('/cms-api/users/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(admin),
})
const apiKey = randomBytes(24).toString('hex')
const email = `bench-sync-${Date.now()}@novaya-zarya.example`
const { doc: integration } = await json('/cms-api/users', {
  method: 'POST',
  headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
  body: JSON.stringify({
    email,
    password: randomBytes(12).toString('hex'),
    name: 'bench/catalog-sync-load',
    role: 'integration',
    enableAPIKey: true,
    apiKey,
  }),
})

// The flats the syncs move: their codes and prices, read through the admin's API.
const { docs } = await json('/cms-api/properties?depth=0&limit=1000&where[status][equals]=available&where[type][equals]=flat', {
  headers: { authorization: `JWT ${token}` },
})
const flats = docs.map((d) => ({ code: d.ref_id, price: d.price }))
const touched = new Map()
let round = 0
/** Pushes rows as a CRM would: one apply of a partial list. */
async function push(rows) {
  const started = performance.now()
  const answer = await json('/api/catalog/imports/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `users API-Key ${apiKey}` },
    body: JSON.stringify({ mode: 'apply', list: 'partial', rows }),
  })
  return { ms: performance.now() - started, changes: answer.counts?.price_changes ?? 0 }
}
/** One sync: the next 50 flats 1 % down or up (every row a change, none near the 15 % guard). */
function sync() {
  round++
  const rows = Array.from({ length: perSync }, (_, i) => {
    const flat = flats[(round * perSync + i) % flats.length]
    if (!touched.has(flat.code)) touched.set(flat.code, flat.price)
    return { code: flat.code, price: Math.round((flat.price * (round % 2 ? 0.99 : 1.01)) / 1000) * 1000 }
  })
  return push(rows)
}

/** Asks a content page every 250 ms until stopped: the share of cache hits. */
function probe() {
  const verdicts = { HIT: 0, other: 0 }
  let stopped = false
  const run = (async () => {
    for (let i = 0; !stopped; i++) {
      const response = await fetch(base + CONTENT[i % CONTENT.length])
      await response.arrayBuffer()
      verdicts[response.headers.get('x-nextjs-cache') === 'HIT' ? 'HIT' : 'other']++
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  })()
  return {
    stop: async () => {
      stopped = true
      await run
      return verdicts
    },
  }
}

/** bench/load for `duration` seconds: its printed p50/p90/p99 and request count. */
function load() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bench/load.mjs'], { env: { ...process.env, LOAD_DURATION: String(duration) } })
    let out = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => process.stderr.write(chunk))
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`bench/load exited ${code}`))))
  })
}

const figures = (out) => ({
  p99: Number(/p99[^\d]*(\d+(?:\.\d+)?)/.exec(out)?.[1] ?? Number.NaN),
  line: out.trim().split('\n').slice(-3).join(' | '),
})

const rows = []
for (const withSync of [false, true]) {
  // Pages render once after a restart: warm the content pages, then let the probe count.
  for (const path of CONTENT) await (await fetch(base + path)).arrayBuffer()
  const watch = probe()
  const syncs = []
  const timer = withSync ? setInterval(() => void sync().then((s) => syncs.push(s)), every) : null
  const out = await load()
  if (timer) clearInterval(timer)
  const verdicts = await watch.stop()
  const { p99, line } = figures(out)
  rows.push({
    run: withSync ? `with a sync of ${perSync} prices every ${every / 1000} s` : 'without syncs',
    'p99 ms': p99,
    'content hit rate': `${((100 * verdicts.HIT) / (verdicts.HIT + verdicts.other)).toFixed(1)} %`,
    syncs: syncs.length,
    'sync ms (median)': syncs.length ? Math.round(syncs.map((s) => s.ms).sort((a, b) => a - b)[syncs.length >> 1]) : '',
    load: line,
  })
}
console.table(rows.map(({ load: _, ...r }) => r))
for (const r of rows) console.log(`${r.run}: ${r.load}`)
console.log(`p99 ratio: ${(rows[1]['p99 ms'] / rows[0]['p99 ms']).toFixed(2)} (target ≤ 1.20); content hit rate target ≥ 99 %`)

// Leave the catalogue and the accounts as they were: every price a sync moved back, the account removed.
if (touched.size > 0) await push([...touched].map(([code, price]) => ({ code, price })))
await json(`/cms-api/users/${integration.id}`, { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
