// bench/fault: PostgreSQL stopped for 20 s under load. While it is down, requests must fail fast with
// the error page or a JSON 503; the site must recover by itself; every lead whose POST got a 2xx must be in
// the database afterwards. Run against a production build on PostgreSQL:
//   BENCH_URL=http://127.0.0.1:3000 node bench/fault.mjs
// Options: FAULT_DOWN_S (20), FAULT_STOP / FAULT_START (shell commands; default pg_ctlcluster of the newest
// cluster), ADMIN_EMAIL / ADMIN_PASSWORD (to read the leads back through the CMS API).
//
// `node bench/fault.mjs writes`: concurrent writes on one database, SQLite or PostgreSQL. 50
// visitors (FAULT_VISITORS), each a browser of its own (its own csrftoken, so its own visitor id), add 12
// favourites at once (the first tapped twice: two workers may race to add it), then send 20 writes at once
// (10 POST, 10 DELETE), while an editor saves a global through the CMS API and posts leads, which the outbox
// sweep claims and delivers to a webhook this script serves on 127.0.0.1:FAULT_WEBHOOK_PORT (3199). No write
// may fail, every 2xx must be so in the database (each added flat in the visitor's list, each removed one
// gone), and every lead stored and delivered. Against a production build with 2 workers, the write limits
// raised (every request comes from one address) and the webhook set:
//   RATE_LIMIT_WRITES=100000 RATE_LIMIT_FORMS=1000 RATE_LIMIT_FORMS_ADDRESS=1000 WEB_CONCURRENCY=2 \
//   LEADS_WEBHOOK_URL=http://127.0.0.1:3199/ LEADS_WEBHOOK_SECRET=bench-webhook-secret-1234 npm run demo
//   BENCH_URL=http://127.0.0.1:3000 node bench/fault.mjs writes
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'

import { adminToken } from './admin.mjs'

// BENCH_URL may list several instances of one site, comma-separated: the `writes` mode deals each visitor's
// writes to them by turns, as a load balancer does (two instances on one SQLite file).
const bases = (process.env.BENCH_URL ?? '').split(',').map((url) => url.trim().replace(/\/$/, ''))
const base = bases[0]
if (!base) {
  console.error('Set BENCH_URL, e.g. BENCH_URL=http://127.0.0.1:3000 node bench/fault.mjs')
  process.exit(2)
}
const downSeconds = Number(process.env.FAULT_DOWN_S ?? 20)
const cluster = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql').sort().at(-1) : '15'
const stop = process.env.FAULT_STOP ?? `pg_ctlcluster --skip-systemctl-redirect ${cluster} main stop -m fast`
const start = process.env.FAULT_START ?? `pg_ctlcluster --skip-systemctl-redirect ${cluster} main start`

// Pages set no cookie (they are cached for everyone); the API issues the token, as the browser asks it.
const first = await fetch(`${base}/api/csrf/`)
const token = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]
if (!token) throw new Error('no csrftoken cookie from /api/csrf/')

if (process.argv[2] === 'writes') process.exit(await concurrentWrites())

const phase = { name: 'before' }
const samples = [] // { at, phase, kind, status, ms, json, errorPage }
const acceptedLeads = []
let running = true
let n = 0

async function lead() {
  const form = new FormData()
  const marker = `fault-${Date.now()}-${n++}`
  form.append('name', 'Проверка Отказоустойчивости')
  form.append('phone', '+7 921 000 00 00')
  form.append('comment', marker)
  const started = performance.now()
  try {
    const response = await fetch(`${base}/api/requests/`, {
      method: 'POST',
      body: form,
      headers: { cookie: `csrftoken=${token}`, 'x-csrftoken': token, 'x-forwarded-for': `fault-${process.pid}-${n}` },
    })
    const body = await response.json().catch(() => null)
    if (response.ok) acceptedLeads.push(marker)
    samples.push({
      at: Date.now(),
      phase: phase.name,
      kind: 'lead',
      status: response.status,
      ms: performance.now() - started,
      json: body !== null,
    })
  } catch {
    samples.push({ at: Date.now(), phase: phase.name, kind: 'lead', status: 0, ms: performance.now() - started, json: false })
  }
}

// The error page: its texts when the server rendered it, or the page-data digest with the status that the error
// boundary turns into those texts in the browser (a server component's failure reaches the client that way).
const ERROR_PAGE = /сайт скоро заработает|Ошибка запроса данных|возникла ошибка|NZ_PAGE_DATA;5\d\d/i

async function read(path, kind) {
  const started = performance.now()
  try {
    const response = await fetch(base + path)
    const text = await response.text()
    const isJson = (response.headers.get('content-type') ?? '').includes('json')
    samples.push({
      at: Date.now(),
      phase: phase.name,
      kind,
      status: response.status,
      ms: performance.now() - started,
      json: isJson,
      errorPage: ERROR_PAGE.test(text),
    })
  } catch {
    samples.push({ at: Date.now(), phase: phase.name, kind, status: 0, ms: performance.now() - started, json: false })
  }
}

async function worker(i) {
  while (running) {
    if (i % 4 === 0) await lead()
    else if (i % 4 === 1) await read('/flats', 'page')
    else await read(`/api/properties/?type=flat&limit=6&offset=${Math.floor(Math.random() * 50)}`, 'api')
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
const workers = Array.from({ length: 12 }, (_, i) => worker(i))
await sleep(10_000)
phase.name = 'down'
console.log(`stopping PostgreSQL: ${stop}`)
execSync(stop, { stdio: 'inherit' })
const downAt = Date.now()
await sleep(downSeconds * 1000)
console.log(`starting PostgreSQL: ${start}`)
execSync(start, { stdio: 'inherit' })
phase.name = 'after'
const upAt = Date.now()
await sleep(30_000)
running = false
await Promise.all(workers)

// Recovery: the first fully successful request of each kind after PostgreSQL came back.
const after = samples.filter((s) => s.phase === 'after')
const summary = (list) => {
  const ms = list.map((s) => s.ms).sort((a, b) => a - b)
  const q = (p) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(p * ms.length))].toFixed(0) : '-')
  const statuses = new Map()
  for (const s of list) statuses.set(s.status, (statuses.get(s.status) ?? 0) + 1)
  return `${list.length} requests, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, statuses ${[...statuses].map(([k, v]) => `${k}×${v}`).join(' ')}`
}
for (const name of ['before', 'down', 'after']) {
  for (const kind of ['page', 'api', 'lead'])
    console.log(`${name.padEnd(6)} ${kind.padEnd(4)}: ${summary(samples.filter((s) => s.phase === name && s.kind === kind))}`)
}
const down = samples.filter((s) => s.phase === 'down')
const badDown = down.filter((s) =>
  s.status >= 200 && s.status < 300 ? false : s.kind === 'page' ? !(s.status >= 500 && s.errorPage) : !(s.status === 503 && s.json),
)
console.log(`while down: ${down.length - badDown.length}/${down.length} failures were the proper error page or JSON 503`)
// The first page that rendered again: API reads and the catalogue never needed the database.
const recovered = after.find((s) => s.kind !== 'api' && s.status >= 200 && s.status < 300)
console.log(
  `recovered: first page or lead 2xx ${recovered ? `${((recovered.at - upAt) / 1000).toFixed(1)} s after the restart command returned` : 'never'}; PostgreSQL was down ${((upAt - downAt) / 1000).toFixed(1)} s`,
)
const tail = after.slice(-30)
console.log(`last 30 requests after recovery: ${tail.filter((s) => s.status >= 200 && s.status < 400).length}/30 succeeded`)

// Every accepted lead must be stored: read them back through the CMS API.
const jwt = await adminToken(base)
let missing = 0
for (const marker of acceptedLeads) {
  const found = await (
    await fetch(`${base}/cms-api/leads?where[comment][equals]=${encodeURIComponent(marker)}&limit=1`, {
      headers: { authorization: `JWT ${jwt}` },
    })
  ).json()
  if (!found.totalDocs) missing++
}
console.log(`leads answered 2xx: ${acceptedLeads.length}; missing from the database: ${missing}`)
process.exit(missing > 0 || badDown.length > 0 || tail.some((s) => s.status === 0 || s.status >= 500) ? 1 : 0)

/** The `writes` mode (see the top): returns the exit code, 0 when no write failed and every 2xx is stored. */
async function concurrentWrites() {
  const visitors = Number(process.env.FAULT_VISITORS ?? 50)
  const FIRST = 12
  const ADDS = 10
  const REMOVES = 10
  const list = await (await fetch(`${base}/api/properties/?type=flat&limit=100`)).json()
  const flats = list.results.map((p) => p.id)
  if (flats.length < FIRST + ADDS) throw new Error(`only ${flats.length} flats in /api/properties/`)
  const headers = (v) => ({ cookie: `csrftoken=${v.csrf}${v.vid ? `; vid=${v.vid}` : ''}`, 'x-csrftoken': v.csrf })
  const answers = [] // { visitor, method, id, status, ms, error }

  // The outbox's sink: a webhook here, so that the sweep claims and delivers each lead during the writes.
  const hooked = new Set()
  const receiver = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const comment = /"comment":"(writes-[^"]+)"/.exec(body)?.[1]
      if (comment) hooked.add(comment)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  const hookPort = Number(process.env.FAULT_WEBHOOK_PORT ?? 3199)
  await new Promise((resolve) => receiver.listen(hookPort, '127.0.0.1', resolve))

  async function write(v, method, id) {
    const started = performance.now()
    const to = bases[v.taps++ % bases.length]
    const response = await fetch(method === 'POST' ? `${to}/api/favorites/` : `${to}/api/favorites/${id}/`, {
      method,
      headers: { ...headers(v), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify({ id }) : undefined,
    }).catch((error) => ({ status: 0, ok: false, headers: new Headers(), text: async () => String(error) }))
    const vid = /(?:^|,\s*)vid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]
    if (vid) v.vid = vid
    const text = await response.text()
    answers.push({
      visitor: v,
      method,
      id,
      status: response.status,
      ms: performance.now() - started,
      error: response.ok ? '' : text.slice(0, 160),
    })
  }

  // Each visitor is a browser of its own: its own csrftoken, so its own visitor id (the server derives the first
  // writes' visitor from the csrftoken; one token shared by all would make them one visitor with one list).
  const people = []
  for (let n = 0; n < visitors; n++) {
    const csrf = /csrftoken=([^;]+)/.exec((await fetch(`${base}/api/csrf/`)).headers.get('set-cookie') ?? '')?.[1]
    if (!csrf) throw new Error('no csrftoken cookie from /api/csrf/')
    const mine = Array.from({ length: FIRST + ADDS }, (_, k) => flats[(n * 7 + k) % flats.length])
    people.push({ csrf, vid: null, taps: n, first: mine.slice(0, FIRST), adds: mine.slice(FIRST) })
  }

  async function visitor(v) {
    // A quick hand's taps: 12 favourites at once, the first twice (a double tap, or two tabs), then 20 writes at once.
    await Promise.all([v.first[0], ...v.first].map((id) => write(v, 'POST', id)))
    await Promise.all([...v.adds.map((id) => write(v, 'POST', id)), ...v.first.slice(0, REMOVES).map((id) => write(v, 'DELETE', id))])
  }

  // The editor: logged in, saving the request block (its current title) again and again during the writes.
  const jwt = await adminToken(base)
  const cms = (path, init = {}) =>
    fetch(`${base}/cms-api${path}`, {
      ...init,
      headers: { authorization: `JWT ${jwt}`, 'content-type': 'application/json', ...init.headers },
    })
  const { title } = await (await cms('/globals/request-block?depth=0')).json()
  let writing = true
  const side = { saves: [], savesFailed: 0, leads: [], leadMs: [], leadsFailed: 0, firstError: '' }
  const editorVisitor = people[0]
  const editor = (async () => {
    while (writing) {
      let started = performance.now()
      const saved = await cms('/globals/request-block', { method: 'POST', body: JSON.stringify({ title }) }).catch((e) => e)
      if (saved?.ok) side.saves.push(performance.now() - started)
      else {
        side.savesFailed++
        side.firstError ||= `CMS save: ${saved?.status ?? saved}`
      }
      // A lead stored wakes the outbox, whose sweep claims it while the favourites are written.
      const marker = `writes-${Date.now()}-${side.leads.length}`
      const form = new FormData()
      form.append('name', 'Проверка Записи')
      form.append('phone', '+7 921 000 00 00')
      form.append('comment', marker)
      started = performance.now()
      const lead = await fetch(`${base}/api/requests/`, { method: 'POST', body: form, headers: headers(editorVisitor) }).catch((e) => e)
      if (lead?.ok) {
        side.leads.push(marker)
        side.leadMs.push(performance.now() - started)
      } else {
        side.leadsFailed++
        side.firstError ||= `lead: ${lead?.status ?? lead}`
      }
    }
  })()

  const started = performance.now()
  await Promise.all(people.map(visitor))
  const seconds = (performance.now() - started) / 1000
  writing = false
  await editor

  // Every 2xx must be so in the database: the last successful write of each flat says whether it is in the list.
  // A failed write after a 2xx of the other method leaves the flat unknown (it may have failed after its write
  // landed); it is counted among the failures.
  let missing = 0
  let checked = 0
  for (const v of people) {
    if (!v.vid) continue
    const stored = new Set((await (await fetch(`${base}/api/favorites/favorite_properties/`, { headers: headers(v) })).json()).results)
    const last = new Map()
    for (const a of answers) {
      if (a.visitor !== v) continue
      if (a.status >= 200 && a.status < 300) last.set(a.id, a.method)
      else if (last.get(a.id) !== a.method) last.delete(a.id)
    }
    for (const [id, method] of last) {
      checked++
      if ((method === 'POST') !== stored.has(id)) missing++
    }
  }
  const distinct = new Set(people.map((v) => v.vid).filter(Boolean)).size
  let leadsMissing = 0
  for (const marker of side.leads) {
    const found = await (await cms(`/leads?where[comment][equals]=${encodeURIComponent(marker)}&limit=1&depth=0`)).json()
    if (!found.totalDocs) leadsMissing++
  }
  // The sweep delivers each stored lead to the webhook above (the server started with LEADS_WEBHOOK_URL at it).
  const deadline = Date.now() + 60_000
  while (side.leads.some((m) => !hooked.has(m)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 500))
  receiver.close()
  const undelivered = side.leads.filter((m) => !hooked.has(m)).length

  const median = (list) => {
    const sorted = [...list].sort((a, b) => a - b)
    return sorted.length ? `${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms` : '-'
  }
  const failed = answers.filter((a) => a.status < 200 || a.status >= 300)
  const statuses = new Map()
  for (const a of failed) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
  const ms = failed.map((a) => a.ms).sort((a, b) => a - b)
  const of = (method) => answers.filter((a) => a.method === method)
  console.log(
    `writes: ${answers.length} (${of('POST').length} POST, ${of('DELETE').length} DELETE) by ${visitors} visitors (${distinct} visitor ids) through ${bases.length} instance(s) in ${seconds.toFixed(1)} s; ` +
      `median ${median(answers.map((a) => a.ms))} (POST ${median(of('POST').map((a) => a.ms))}, DELETE ${median(of('DELETE').map((a) => a.ms))})`,
  )
  console.log(
    `failed: ${failed.length}${failed.length ? ` (${[...statuses].map(([k, v]) => `${k}×${v}`).join(' ')}, after ${ms[0].toFixed(0)}–${ms.at(-1).toFixed(0)} ms; first: ${failed[0].error})` : ''}`,
  )
  if (statuses.has(429)) console.log('429 is the rate limit: start the server with RATE_LIMIT_WRITES raised (see the top of this file)')
  console.log(`answered 2xx but not so in the database: ${missing} of ${checked} flats checked`)
  console.log(
    `during the writes: ${side.saves.length} CMS saves (${side.savesFailed} failed, median ${median(side.saves)}), ` +
      `${side.leads.length} leads (${side.leadsFailed} failed, ${leadsMissing} missing, median ${median(side.leadMs)}), ` +
      `delivered by the outbox ${side.leads.length - undelivered}/${side.leads.length}${side.firstError ? `; first failure: ${side.firstError}` : ''}`,
  )
  if (undelivered === side.leads.length && side.leads.length > 0)
    console.log(`no lead reached the webhook: start the server with LEADS_WEBHOOK_URL=http://127.0.0.1:${hookPort}/ (see the top)`)
  return failed.length || missing || distinct < visitors || side.savesFailed || side.leadsFailed || leadsMissing || undelivered ? 1 : 0
}
