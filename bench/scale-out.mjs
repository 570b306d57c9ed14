// bench/scale-out: two instances of the production build behind no balancer, sharing one PostgreSQL database
// and Redis (issue 9). Proves the site is stateless: a favorite added through A is seen through B, a CMS edit
// made through A changes the page served by B within seconds, and the rate limit counts across both.
//   node bench/scale-out.mjs        (needs `npm run build`, PostgreSQL at PG_URL and Redis at REDIS_URL)
// Options: PG_URL (postgres://postgres@127.0.0.1:5432/postgres — a fresh database is created beside it),
// REDIS_URL (redis://127.0.0.1:6379), PORTS (3401,3402).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

import pg from 'pg'

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('Run `npm run build` first.')
  process.exit(2)
}
const admin = process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const [portA, portB] = (process.env.PORTS ?? '3401,3402').split(',')
const name = `nz_scale_${Date.now()}`
const client = new pg.Client({ connectionString: admin })
await client.connect()
await client.query(`CREATE DATABASE "${name}"`)
const databaseUrl = Object.assign(new URL(admin), { pathname: `/${name}` }).href
const env = { ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, DEMO_MODE: '1', RATE_LIMIT_WRITES: '6', MEDIA_DIR: fs.mkdtempSync('/tmp/nz-scale-media-') }

const results = []
const check = (label, ok, detail = '') => {
  results.push(ok)
  console.log(`${ok ? 'PASS' : 'FAIL'} ${label}${detail ? ` — ${detail}` : ''}`)
}
const servers = []
try {
  console.log(`migrating and seeding ${name} …`)
  for (const args of [['scripts/migrations.mjs', 'up'], ['scripts/seed.mjs']]) {
    const r = spawnSync(process.execPath, args, { env, stdio: 'inherit' })
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed`)
  }
  for (const port of [portA, portB]) {
    servers.push(spawn('npx', ['--no-install', 'next', 'start', '-p', port, '-H', '127.0.0.1'], { env: { ...env, PORT: port }, stdio: 'ignore', detached: true }))
  }
  const A = `http://127.0.0.1:${portA}`
  const B = `http://127.0.0.1:${portB}`
  for (const base of [A, B]) {
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      const ready = await fetch(`${base}/readyz`).then((r) => r.ok).catch(() => false)
      if (ready) break
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  console.log('both instances ready')

  // 1. A favorite added through A is seen through B (the visitor cookie travels with the visitor).
  const first = await fetch(`${A}/`)
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')[1]
  const flat = (await (await fetch(`${A}/api/properties/?type=flat&limit=1`)).json()).results[0]
  const added = await fetch(`${A}/api/favorites/`, {
    method: 'POST',
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, 'content-type': 'application/json', 'x-forwarded-for': 'scale-fav' },
    body: JSON.stringify({ id: flat.id }),
  })
  const visitor = /vid=([^;]+)/.exec(added.headers.get('set-cookie') ?? '')?.[1]
  const seen = await (await fetch(`${B}/api/favorites/`, { headers: { cookie: `csrftoken=${csrf}; vid=${visitor}` } })).json()
  check('a favorite added through A is listed by B', seen.results?.some((r) => r.id === flat.id), `flat ${flat.id}`)

  // 2. A CMS edit through A changes the page served by B.
  const login = await (await fetch(`${A}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? 'admin@novaya-zarya.example', password: process.env.ADMIN_PASSWORD ?? 'zarya-demo-2026' }),
  })).json()
  // B renders the page first, so it holds the old content in its cache (and is warm): the edit must reach it.
  await (await fetch(`${B}/mortgage`)).text()
  const marker = `Ипотека — проверка ${Date.now()}`
  const edited = await fetch(`${A}/cms-api/globals/mortgage-page`, {
    method: 'POST',
    headers: { authorization: `JWT ${login.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title: marker }),
  })
  const editedAt = Date.now()
  let shownAfter = null
  while (Date.now() - editedAt < 15_000) {
    if ((await (await fetch(`${B}/mortgage`)).text()).includes(marker)) {
      shownAfter = Date.now() - editedAt
      break
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  check('a CMS edit made through A shows on B', edited.ok && shownAfter !== null, shownAfter !== null ? `after ${shownAfter} ms` : `edit HTTP ${edited.status}`)

  // 3. The write rate limit (6 a minute here) counts across both instances.
  const statuses = []
  for (let i = 0; i < 8; i++) {
    const base = i % 2 ? B : A
    const res = await fetch(`${base}/api/viewed/`, {
      method: 'POST',
      headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, 'content-type': 'application/json', 'x-forwarded-for': `scale-limit-${name}` },
      body: JSON.stringify({ id: flat.id }),
    })
    statuses.push(res.status)
  }
  check('the rate limit is shared (6 writes a minute, alternating A and B)', statuses.slice(0, 6).every((s) => s < 300) && statuses.slice(6).every((s) => s === 429), statuses.join(' '))
} finally {
  for (const server of servers) {
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  await new Promise((r) => setTimeout(r, 1500))
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined)
  await client.end()
}
process.exit(results.every(Boolean) ? 0 : 1)
