// bench/scale-out: two instances of the production build behind no balancer, sharing one PostgreSQL database
// and Redis. Proves the site is stateless: a favorite added through A is seen through B; a CMS
// text edit, a price edit, a booking and a CRM's price list pushed through A each show on the page B serves from its
// page cache within 1 s; and the rate limit counts across both.
//   node bench/scale-out.mjs        (needs `npm run build`, PostgreSQL at PG_URL and Redis at REDIS_URL)
// Options: PG_URL (postgres://postgres@127.0.0.1:5432/postgres — a fresh database is created beside it),
// REDIS_URL (redis://127.0.0.1:6379), PORTS (3401,3402).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

import pg from 'pg'

import { adminToken } from './admin.mjs'

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
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DEMO_MODE: '1',
  RATE_LIMIT_WRITES: '6',
  MEDIA_DIR: fs.mkdtempSync('/tmp/nz-scale-media-'),
}

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
    servers.push(
      spawn('npx', ['--no-install', 'next', 'start', '-p', port, '-H', '127.0.0.1'], {
        env: { ...env, PORT: port },
        stdio: 'ignore',
        detached: true,
      }),
    )
  }
  const A = `http://127.0.0.1:${portA}`
  const B = `http://127.0.0.1:${portB}`
  for (const base of [A, B]) {
    const deadline = Date.now() + 120_000
    while (Date.now() < deadline) {
      const ready = await fetch(`${base}/readyz`)
        .then((r) => r.ok)
        .catch(() => false)
      if (ready) break
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  console.log('both instances ready')

  // 1. A favorite added through A is seen through B (the visitor cookie travels with the visitor).
  // Pages set no cookie (they are cached for everyone): the browser asks /api/csrf/ before its first write.
  const first = await fetch(`${A}/api/csrf/`)
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')[1]
  const flat = (await (await fetch(`${A}/api/properties/?type=flat&limit=1`)).json()).results[0]
  const added = await fetch(`${A}/api/favorites/`, {
    method: 'POST',
    headers: { cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, 'content-type': 'application/json', 'x-forwarded-for': 'scale-fav' },
    body: JSON.stringify({ id: flat.id }),
  })
  const visitor = /vid=([^;]+)/.exec(added.headers.get('set-cookie') ?? '')?.[1]
  const seen = await (await fetch(`${B}/api/favorites/`, { headers: { cookie: `csrftoken=${csrf}; vid=${visitor}` } })).json()
  check(
    'a favorite added through A is listed by B',
    seen.results?.some((r) => r.id === flat.id),
    `flat ${flat.id}`,
  )

  // 2. Edits made through A show on the page B serves from its page cache, within 1 s.
  const token = await adminToken(A)
  const cms = (method, path, body) =>
    fetch(`${A}/cms-api/${path}`, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  /** B holds the page in its cache (a HIT), then `edit` runs through A; ms until B's page satisfies `shows`, or null. */
  async function freshness(path, edit, shows) {
    await fetch(`${B}${path}`)
    const cached = (await fetch(`${B}${path}`)).headers.get('x-nextjs-cache')
    const response = await edit()
    const editedAt = Date.now()
    while (Date.now() - editedAt < 15_000) {
      if (shows(await (await fetch(`${B}${path}`)).text())) return { ms: Date.now() - editedAt, cached, status: response.status }
      await new Promise((r) => setTimeout(r, 20))
    }
    return { ms: null, cached, status: response.status }
  }
  const report = (label, r) =>
    check(
      label,
      r.ms !== null && r.ms <= 1_000 && r.cached === 'HIT',
      r.ms !== null ? `after ${r.ms} ms (B's page was a cache ${r.cached})` : `not shown; edit HTTP ${r.status}`,
    )

  const marker = `Ипотека — проверка ${Date.now()}`
  report(
    'a CMS text edit made through A shows on B',
    await freshness(
      '/mortgage',
      () => cms('POST', 'globals/mortgage-page', { title: marker }),
      (html) => html.includes(marker),
    ),
  )

  const priced = (await (await fetch(`${A}/api/properties/?type=flat&limit=2&order=price`)).json()).results[1]
  const newPrice = priced.price + 111_000
  const printed = new RegExp(String(newPrice).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]'))
  report(
    'a price edit made through A shows on B',
    await freshness(
      `/flats/${priced.id}`,
      () => cms('PATCH', `properties/${priced.id}`, { price: newPrice }),
      (html) => printed.test(html),
    ),
  )

  const booked = (await (await fetch(`${A}/api/properties/?type=flat&limit=1&order=-price`)).json()).results[0]
  report(
    'a booking made through A shows on B',
    await freshness(
      `/flats/${booked.id}`,
      () =>
        fetch(`${A}/api/booking/`, {
          method: 'POST',
          headers: {
            cookie: `csrftoken=${csrf}`,
            'x-csrftoken': csrf,
            'content-type': 'application/json',
            'x-forwarded-for': 'scale-booking',
          },
          body: JSON.stringify({ ID: booked.ref_id, name: 'Иван Петров', phone: '+7 999 123-45-67', consent: true }),
        }),
      // The card's status line above its title (an available flat has none).
      (html) => /Забронирована<\/p><h1 id="flat-title"/.test(html),
    ),
  )

  // A CRM's price list pushed through A (the one import engine: one change event naming its flats) shows on the
  // card and the list B serves from its page cache.
  const apiKey = `${Date.now()}${Math.random()}`.replace('.', '')
  await cms('POST', 'users', {
    email: `scale-crm-${Date.now()}@novaya-zarya.example`,
    password: `crm-${apiKey}`,
    role: 'integration',
    enableAPIKey: true,
    apiKey,
  })
  const cheapest = async () => (await (await fetch(`${A}/api/properties/?type=flat&limit=1&order=price`)).json()).results[0]
  const pushPrice = (flat, price) => () =>
    fetch(`${A}/api/catalog/imports/`, {
      method: 'POST',
      headers: { authorization: `users API-Key ${apiKey}`, 'content-type': 'application/json', 'x-forwarded-for': 'scale-import' },
      body: JSON.stringify({ mode: 'apply', list: 'partial', rows: [{ code: flat.ref_id, price }] }),
    })
  const printedAs = (price) => new RegExp(String(price).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]'))
  for (const [label, path] of [
    ['card', (flat) => `/flats/${flat.id}`],
    ['list', () => '/flats?order=price'],
  ]) {
    const flat = await cheapest()
    const price = flat.price - 50_000
    report(
      `a price list pushed through A shows on B's ${label}`,
      await freshness(path(flat), pushPrice(flat, price), (html) => printedAs(price).test(html)),
    )
  }

  // 3. The write rate limit (6 a minute here) counts across both instances.
  const statuses = []
  for (let i = 0; i < 8; i++) {
    const base = i % 2 ? B : A
    const res = await fetch(`${base}/api/viewed/`, {
      method: 'POST',
      headers: {
        cookie: `csrftoken=${csrf}`,
        'x-csrftoken': csrf,
        'content-type': 'application/json',
        'x-forwarded-for': `scale-limit-${name}`,
      },
      body: JSON.stringify({ id: flat.id }),
    })
    statuses.push(res.status)
  }
  check(
    'the rate limit is shared (6 writes a minute, alternating A and B)',
    statuses.slice(0, 6).every((s) => s < 300) && statuses.slice(6).every((s) => s === 429),
    statuses.join(' '),
  )
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
