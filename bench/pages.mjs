// bench/pages: each main page against a static server that sends the same bytes (issue 17), side by side in
// one run. A cached page should reach at least 0.25 of the static figure; /flats with 40 distinct filter
// queries at least 500 req/s at SEED_SCALE=10.
//   BENCH_URL=http://127.0.0.1:3000 node bench/pages.mjs
// Start the server as production runs it, without -H (`npm start -- -p 3000`): bound with -H, Next hands the proxy a
// localhost URL, so its rewrites (every filtered /flats) go out as a second HTTP request to the same server
// (src/proxy.ts). Measured side by side on 2026-11-26: /flats × 40 queries 573 req/s without -H, 289–323 with it.
// Options: PAGES_CONNECTIONS (20), PAGES_DURATION seconds per run (10).
import http from 'node:http'

import autocannon from 'autocannon'

const base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
if (!base) {
  console.error('Set BENCH_URL to a running production server, e.g. BENCH_URL=http://127.0.0.1:3000 node bench/pages.mjs')
  process.exit(2)
}
const connections = Number(process.env.PAGES_CONNECTIONS ?? 20)
const duration = Number(process.env.PAGES_DURATION ?? 10)

const flat = (await (await fetch(`${base}/api/properties/?type=flat&limit=1`)).json()).results[0].id
const PAGES = ['/', '/flats', `/flats/${flat}`, '/mortgage', '/location', '/yards', '/sunrise', '/construction-progress', '/favorites']

/** 40 distinct, realistic filter queries: rooms × price caps × orders. */
const QUERIES = []
for (const rooms of ['0', '1', '2', '3', '1,2'])
  for (const price of ['9000000', '12000000', '15000000', '20000000'])
    for (const order of ['price', '-price'])
      if (QUERIES.length < 40) QUERIES.push(`/flats?rooms=${rooms}&price_max=${price}&order=${order}`)

const run = (url, requests) =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections, duration, requests, headers: { 'accept-encoding': 'identity' } }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  )

/** A static server answering every request with one page's bytes and headers, as nginx would from disk. */
async function staticServer() {
  let body = Buffer.alloc(0)
  const server = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
    res.end(body)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${server.address().port}/`, set: (bytes) => (body = bytes), close: () => server.close() }
}

const fixed = await staticServer()
const rows = []
for (const path of PAGES) {
  const bytes = Buffer.from(await (await fetch(base + path)).arrayBuffer())
  await fetch(base + path) // every worker may render it once first
  fixed.set(bytes)
  const app = await run(base + path)
  const reference = await run(fixed.url)
  const errors = app.errors + app.non2xx
  rows.push({
    page: path,
    KB: Math.round(bytes.length / 1024),
    'app req/s': Math.round(app.requests.mean),
    'static req/s': Math.round(reference.requests.mean),
    share: (app.requests.mean / reference.requests.mean).toFixed(2),
    'p99 ms': app.latency.p99,
    errors,
  })
}
fixed.close()

for (const query of QUERIES) await fetch(base + query)
let next = 0
const mixed = await run(base, [{ setupRequest: (req) => ({ ...req, path: QUERIES[next++ % QUERIES.length] }) }])
rows.push({
  page: `/flats × ${QUERIES.length} queries`,
  KB: '—',
  'app req/s': Math.round(mixed.requests.mean),
  'static req/s': '—',
  share: '—',
  'p99 ms': mixed.latency.p99,
  errors: mixed.errors + mixed.non2xx,
})
console.log(`bench/pages → ${base}: ${connections} connections, ${duration} s per run`)
console.table(rows)
const slow = rows.filter((r) => typeof r.share === 'string' && r.share !== '—' && Number(r.share) < 0.25)
console.log(slow.length ? `below 0.25 of static: ${slow.map((r) => r.page).join(', ')}` : 'every page ≥ 0.25 of the static figure')
console.log(`/flats with ${QUERIES.length} queries: ${Math.round(mixed.requests.mean)} req/s (target ≥ 500 at SEED_SCALE=10)`)
