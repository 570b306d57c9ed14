// bench/fuzz: malformed requests across every API endpoint. Every answer must be a non-5xx JSON
// error (or a valid answer). Endpoints come from the server's own OpenAPI document, so a new endpoint is
// fuzzed without editing this file. Seeded, so a failure can be replayed.
//   BENCH_URL=http://127.0.0.1:3000 node bench/fuzz.mjs
// Options: FUZZ_REQUESTS (10000), FUZZ_CONCURRENCY (8), FUZZ_SEED (1).
const base = (process.env.BENCH_URL ?? '').replace(/\/$/, '')
if (!base) {
  console.error('Set BENCH_URL to a running server, e.g. BENCH_URL=http://127.0.0.1:3000 node bench/fuzz.mjs')
  process.exit(2)
}
const total = Number(process.env.FUZZ_REQUESTS ?? 10_000)
const concurrency = Number(process.env.FUZZ_CONCURRENCY ?? 8)

// mulberry32: a tiny seeded generator, so a run can be repeated exactly.
let seed = Number(process.env.FUZZ_SEED ?? 1) >>> 0
const random = () => {
  seed = (seed + 0x6d2b79f5) >>> 0
  let t = seed
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = (list) => list[Math.floor(random() * list.length)]
const chance = (p) => random() < p

const NASTY = [
  '',
  ' ',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '-9223372036854775809',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '{"a":',
  "' OR 1=1 --",
  '"; DROP TABLE properties; --',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  'ё'.repeat(300),
  '😀🏠',
  '\uD800',
  'a'.repeat(5000),
  'flat,parking,,',
  '2026-13-45',
  '-',
  '0x1F',
  ' 12 ',
  'студия',
  '+7 (999) 000-00-00',
  '%E0%A4%A',
]
const nasty = () => (chance(0.7) ? pick(NASTY) : String(Math.floor(random() * 1e6) * (chance(0.5) ? -1 : 1)))

// A lone surrogate cannot be percent-encoded; such a value is sent as its replacement character.
const encode = (value) => encodeURIComponent(value.toWellFormed())

function fillPath(path) {
  return path.replace(/\{[^}]+\}/g, () => encode(chance(0.3) ? String(1 + Math.floor(random() * 50)) : nasty()))
}

function query(names) {
  const params = new URLSearchParams()
  const keys = [...names, 'limit', 'offset', 'order', 'unknown_key', 'ids', 'type']
  const count = Math.floor(random() * 6)
  for (let i = 0; i < count; i++) {
    const key = pick(keys)
    const repeat = chance(0.2) ? 3 : 1
    for (let r = 0; r < repeat; r++) params.append(key, nasty())
  }
  return params.toString()
}

function body() {
  switch (Math.floor(random() * 7)) {
    case 0:
      return { body: '{"id":', type: 'application/json' }
    case 1:
      return {
        body: JSON.stringify({ id: nasty(), name: nasty(), email: nasty(), phone: nasty(), extra: { deep: [1, 2, { x: nasty() }] } }),
        type: 'application/json',
      }
    case 2: {
      const form = new FormData()
      for (const key of ['name', 'email', 'phone', 'comment', 'agree_advertising_mailings', 'request_type', 'client_id', 'ID', 'page'])
        if (chance(0.6)) form.append(key, nasty())
      return { body: form }
    }
    case 3:
      return { body: 'x'.repeat(70 * 1024), type: 'application/json' }
    case 4:
      return {
        body: '--boundary\r\nContent-Disposition: form-data; name="name"\r\n\r\nbroken',
        type: 'multipart/form-data; boundary=other',
      }
    case 5:
      return { body: nasty(), type: pick(['text/plain', 'application/xml', 'application/x-www-form-urlencoded', '']) }
    default:
      return { body: undefined }
  }
}

const doc = await (await fetch(`${base}/api/openapi.json`)).json()
const endpoints = Object.entries(doc.paths).map(([path, ops]) => ({
  path,
  methods: Object.keys(ops).map((m) => m.toUpperCase()),
  params: Object.values(ops).flatMap((op) => (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)),
}))

// A real csrf pair, so some writes get past the token check and reach validation. Pages set no cookie (they
// are cached for everyone): the API issues it. Without one every write would stop at the 403, so say so.
const first = await fetch(`${base}/api/csrf/`)
const token = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1]
if (!token) throw new Error('no csrftoken cookie from /api/csrf/')

const statuses = new Map()
const failures = []
let earlyCloses = 0
let done = 0
const latencies = []

async function one(i) {
  const endpoint = pick(endpoints)
  const method = chance(0.7) ? pick(endpoint.methods) : pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'])
  const url = `${base}${fillPath(endpoint.path)}${chance(0.8) ? `?${query(endpoint.params)}` : ''}`
  const headers = { 'x-forwarded-for': `fuzz-${i % 997}` }
  if (chance(0.7)) {
    // Header values must be bytes; the HTTP client refuses anything else before sending.
    headers.cookie = `csrftoken=${token}; vid=${chance(0.5) ? nasty().replace(/[^\x21-\x7e]|;/g, '') : 'x'}`
    headers['x-csrftoken'] = chance(0.85) ? token : nasty().replace(/[^\x20-\x7e]/g, '')
  }
  if (chance(0.2))
    headers['accept-language'] = nasty()
      .replace(/[^\x20-\x7e]/g, '')
      .slice(0, 200)
  const payload = method === 'GET' || method === 'HEAD' ? { body: undefined } : body()
  if (payload.type) headers['content-type'] = payload.type
  const started = performance.now()
  try {
    const response = await fetch(url, { method, headers, body: payload.body, redirect: 'manual' })
    const text = method === 'HEAD' ? '' : await response.text()
    latencies.push(performance.now() - started)
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    const type = response.headers.get('content-type') ?? ''
    const jsonExpected = response.status >= 400 && method !== 'HEAD'
    if (response.status >= 500 || (jsonExpected && !type.includes('application/json'))) {
      failures.push({ status: response.status, method, url: url.slice(0, 300), type, body: text.slice(0, 200) })
    } else if (jsonExpected) {
      const parsed = JSON.parse(text)
      if (!parsed?.error?.code || !parsed?.error?.message)
        failures.push({ status: response.status, method, url: url.slice(0, 300), body: text.slice(0, 200), why: 'not the error shape' })
    }
  } catch (error) {
    // The server may answer a refused upload (405/413) and close before the client finished sending it.
    const code = error?.cause?.code
    if (payload.body && (code === 'EPIPE' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET')) earlyCloses++
    else failures.push({ method, url: url.slice(0, 300), error: String(error), cause: String(error?.cause ?? '') })
  }
  done++
}

const started = performance.now()
let next = 0
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < total) await one(next++)
  }),
)
const seconds = (performance.now() - started) / 1000
latencies.sort((a, b) => a - b)
const q = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(1)
console.log(`fuzz: ${done} requests to ${endpoints.length} endpoints in ${seconds.toFixed(1)} s (seed ${process.env.FUZZ_SEED ?? 1})`)
console.log(
  `statuses: ${[...statuses]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(' ')}`,
)
console.log(`latency ms: p50 ${q(0.5)} p99 ${q(0.99)} max ${latencies.at(-1)?.toFixed(1)}`)
console.log(`uploads refused before they were fully sent (connection closed early): ${earlyCloses}`)
console.log(`failures (5xx, non-JSON errors, wrong error shape, network): ${failures.length}`)
for (const failure of failures.slice(0, 15)) console.log(JSON.stringify(failure))
process.exit(failures.length ? 1 : 0)
