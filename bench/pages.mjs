// bench/pages: each main page against a static server that sends the same bytes, side by side in
// one run. A cached page should reach at least 0.25 of the static figure; /flats with 40 distinct filter
// queries at least 500 req/s at SEED_SCALE=10.
//   BENCH_URL=http://127.0.0.1:3000 node bench/pages.mjs
// Start the server as production runs it, without -H (`npm start -- -p 3000`): bound with -H, Next hands the proxy a
// localhost URL, so its rewrites (every filtered /flats) go out as a second HTTP request to the same server
// (src/proxy.ts). Measured side by side on 2026-11-26: /flats × 40 queries 573 req/s without -H, 289–323 with it.
// Options: PAGES_CONNECTIONS (20), PAGES_DURATION seconds per run (10).
// FRONT=1: also through the production front (deploy/nginx, started here in front of BENCH_URL on FRONT_PORT, 8090)
// against the same nginx sending the page's bytes from a file: every cached page should reach 0.8 of that; and the
// time a price edit takes to show on the card the front holds (≤ 1 s): start the app with
// CDN_PURGE_URL=http://127.0.0.1:8090/_front/purge for that. Edits the first flat's price, then puts it back.
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'

import { startFileServer, startFront } from '../scripts/front.mjs'

import { adminToken } from './admin.mjs'

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

const withFront = process.env.FRONT === '1'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-bench-pages-'))
// Started by root, the front's nginx workers run as nobody and must pass through this folder to its cache.
fs.chmodSync(work, 0o755)
const frontPort = Number(process.env.FRONT_PORT ?? 8090)
const front = withFront
  ? await startFront({ port: frontPort, appPort: Number(new URL(base).port || 80), dir: path.join(work, 'front') })
  : null
const file = withFront ? await startFileServer({ port: frontPort + 1, dir: path.join(work, 'file') }) : null

/** Asks the front until it answers from its cache (a page is rendered once, then kept). */
async function warmFront(url) {
  for (let i = 0; i < 10; i++) if ((await fetch(url)).headers.get('x-cache-status') === 'HIT') return
  throw new Error(`the front does not cache ${url}`)
}

const fixed = await staticServer()
const rows = []
for (const page of PAGES) {
  const bytes = Buffer.from(await (await fetch(base + page)).arrayBuffer())
  await fetch(base + page) // every worker may render it once first
  fixed.set(bytes)
  const app = await run(base + page)
  const reference = await run(fixed.url)
  const errors = app.errors + app.non2xx
  const row = {
    page,
    KB: Math.round(bytes.length / 1024),
    'app req/s': Math.round(app.requests.mean),
    'static req/s': Math.round(reference.requests.mean),
    share: (app.requests.mean / reference.requests.mean).toFixed(2),
    'p99 ms': app.latency.p99,
    errors,
  }
  if (front && file) {
    await warmFront(front.url + page)
    file.set(bytes)
    const through = await run(front.url + page)
    const nginxFile = await run(file.url)
    Object.assign(row, {
      'front req/s': Math.round(through.requests.mean),
      'nginx file req/s': Math.round(nginxFile.requests.mean),
      'front share': (through.requests.mean / nginxFile.requests.mean).toFixed(2),
      'front p99 ms': through.latency.p99,
    })
    row.errors += through.errors + through.non2xx
  }
  rows.push(row)
}
fixed.close()

let next = 0
const queried = { setupRequest: (req) => ({ ...req, path: QUERIES[next++ % QUERIES.length] }) }
for (const query of QUERIES) await fetch(base + query)
const mixed = await run(base, [queried])
const mixedRow = {
  page: `/flats × ${QUERIES.length} queries`,
  KB: '—',
  'app req/s': Math.round(mixed.requests.mean),
  'static req/s': '—',
  share: '—',
  'p99 ms': mixed.latency.p99,
  errors: mixed.errors + mixed.non2xx,
}
let mixedFront = null
if (front) {
  for (const query of QUERIES) await warmFront(front.url + query)
  mixedFront = await run(front.url, [queried])
  Object.assign(mixedRow, { 'front req/s': Math.round(mixedFront.requests.mean), 'front p99 ms': mixedFront.latency.p99 })
  mixedRow.errors += mixedFront.errors + mixedFront.non2xx
}
rows.push(mixedRow)

/**
 * How long a price edit takes to show on the card the front holds: five edits through the front's /cms-api, each
 * timed until the card asked through the front prints the new price (then put back). The e2e suite proves the purge
 * happens; this is where its time is measured, away from a test suite that loads the machine.
 */
async function priceEditDelays() {
  const token = await adminToken(front.url)
  const setPrice = (price) =>
    fetch(`${front.url}/cms-api/properties/${flat}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ price }),
    })
  const card = `${front.url}/flats/${flat}`
  const original = (await (await fetch(`${base}/api/properties/${flat}/`)).json()).price
  const printed = (price) => new RegExp(String(price).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]'))
  const delays = []
  try {
    for (let i = 1; i <= 5; i++) {
      await warmFront(card)
      const price = original + i * 1_000
      if (!(await setPrice(price)).ok) throw new Error('the price edit was refused')
      const saved = Date.now()
      while (!printed(price).test(await (await fetch(card)).text())) {
        // The app purges the front it was told of (CDN_PURGE_URL); without it the card waits for its TTL.
        if (Date.now() - saved > 15_000) return null
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      delays.push(Date.now() - saved)
    }
  } finally {
    await setPrice(original)
  }
  return delays.sort((a, b) => a - b)
}
const delays = front ? await priceEditDelays().catch(async (error) => (await front.stop(), Promise.reject(error))) : null
await front?.stop()
await file?.stop()
fs.rmSync(work, { recursive: true, force: true })

console.log(`bench/pages → ${base}${front ? ` and through the front` : ''}: ${connections} connections, ${duration} s per run`)
console.table(rows)
const slow = rows.filter((r) => typeof r.share === 'string' && r.share !== '—' && Number(r.share) < 0.25)
console.log(slow.length ? `below 0.25 of static: ${slow.map((r) => r.page).join(', ')}` : 'every page ≥ 0.25 of the static figure')
console.log(`/flats with ${QUERIES.length} queries: ${Math.round(mixed.requests.mean)} req/s (target ≥ 500 at SEED_SCALE=10)`)
if (front) {
  const short = rows.filter((r) => r['front share'] !== undefined && Number(r['front share']) < 0.8)
  console.log(
    short.length
      ? `through the front, below 0.8 of nginx sending a file: ${short.map((r) => r.page).join(', ')}`
      : 'through the front, every page ≥ 0.8 of nginx sending the same bytes from a file',
  )
  console.log(`/flats with ${QUERIES.length} queries through the front: ${Math.round(mixedFront.requests.mean)} req/s`)
  console.log(
    delays
      ? `a price edit on the card through the front: median ${delays[2]} ms, slowest ${delays[4]} ms of 5 (target ≤ 1000 ms)`
      : `a price edit did not reach the card through the front within 15 s: start the app with CDN_PURGE_URL=${front.purgeUrl}`,
  )
}
