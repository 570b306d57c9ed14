// The load generator of bench/catalog-sync, in a process of its own (forked with IPC): loaded in the bench's own
// process, autocannon waited on the engine's synchronous SQLite writes and measured the bench, not the server.
// Loads /flats with the queries a buyer sends (rooms, a price ceiling, an order, a second page), each first
// rendered into the page cache, until told to stop, and keeps when each request started and how long it took; the parent asks for the latency of a window
// of time ({ window: [from, to] } → { p50, p99, max, requests, errors }), or to warm the cache again after a
// change expired the lists ({ warm: true }).
//   BENCH_URL (required), BENCH_CONNECTIONS (10)
import http from 'node:http'

import autocannon from 'autocannon'

const base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

// What buyers ask most: rooms, a price ceiling, an order, the next page. A dozen queries, each a page the cache
// keeps (the proxy renders a filtered list as the cached page of its canonical query).
const QUERIES = [
  'rooms=1',
  'rooms=2',
  'rooms=3',
  'rooms=1,2',
  'rooms=2,3',
  'rooms=1&price_max=12000000',
  'rooms=2&price_max=16000000',
  'rooms=3&price_max=25000000',
  'rooms=2&order=-price',
  'rooms=1,2&order=area',
  'rooms=2&page=2',
  'rooms=1&page=2',
].map((q) => `/flats?${q}`)
const pick = (list) => list[Math.floor(Math.random() * list.length)]

/** The cache verdict of one request on a connection of its own (the primary deals connections to the workers in turn). */
const verdict = (path) =>
  new Promise((resolve, reject) => {
    http
      .get(base + path, { agent: false }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.headers['x-nextjs-cache']))
      })
      .on('error', reject)
  })

/** Asks every query until each worker answers it from its page cache (three hits running), as in a steady state. */
async function warm() {
  for (const path of QUERIES) {
    for (let i = 0, hits = 0; i < 30 && hits < 3; i++) hits = (await verdict(path)) === 'HIT' ? hits + 1 : 0
  }
}

// Flat arrays of numbers: a few minutes at a few hundred requests a second.
const started = []
const took = []
const failedAt = []
await warm()
const instance = autocannon({
  url: base,
  connections,
  duration: 3600,
  requests: [{ setupRequest: (req) => ({ ...req, path: pick(QUERIES) }) }],
})
instance.on('response', (_client, status, _bytes, ms) => {
  const now = Date.now()
  if (status >= 400) failedAt.push(now)
  started.push(now - ms)
  took.push(ms)
})
instance.on('reqError', () => failedAt.push(Date.now()))

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] : Number.NaN)

process.on('message', (message) => {
  if (message?.stop) {
    instance.stop()
    process.send({ stopped: true }, () => process.exit(0))
    return
  }
  if (message?.warm) {
    void warm().then(() => process.send({ id: message.id }))
    return
  }
  if (!message?.window) return
  const [from, to] = message.window
  const inside = []
  for (let i = 0; i < started.length; i++) if (started[i] >= from && started[i] < to) inside.push(took[i])
  inside.sort((a, b) => a - b)
  process.send({
    id: message.id,
    requests: inside.length,
    p50: percentile(inside, 0.5),
    p99: percentile(inside, 0.99),
    max: inside.at(-1) ?? Number.NaN,
    errors: failedAt.filter((t) => t >= from && t < to).length,
  })
})
process.send({ ready: true })
