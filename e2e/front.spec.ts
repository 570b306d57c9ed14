// The production front (deploy/nginx, `npm run front`): Debian's nginx in front of a production server of its own,
// through a counting hop that tells how many requests reach the app. Plain HTTP, no browser. Skipped only without
// nginx and its brotli modules (CI installs them: .ci/run).
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { expect, test } from '@playwright/test'

import { frontMissing, startFront } from '../scripts/front.mjs'
import { adminToken } from './admin'
import { printedPrice } from './fresh-connection'

const APP_PORT = 3193
const COUNTER_PORT = 3194
const FRONT_PORT = 3195
const FRONT_TLS_PORT = 3196
const FRONT = `http://127.0.0.1:${FRONT_PORT}`
const TOKEN = 'front-spec-purge-token'
const FORM_LIMIT = 3

const missing = frontMissing()
test.skip(missing !== null, `the production front needs nginx: ${missing}`)

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** One request through the front; the body as sent (compressed when the client asked for it). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${FRONT}${pathname}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

/** One request on an HTTP/2 session; the body as sent. */
function h2Get(session: http2.ClientHttp2Session, pathname: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': pathname, 'accept-encoding': 'gzip, deflate, br' })
    const chunks: Buffer[] = []
    let headers: http2.IncomingHttpHeaders = {}
    stream.on('response', (h) => (headers = h))
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body: Buffer.concat(chunks) }))
    stream.on('error', reject)
  })
}

/** Requests that reached the app, by path and query, since the last reset. */
const reached = new Map<string, number>()

/** The counting hop between nginx and the app. */
function countingHop(): http.Server {
  const agent = new http.Agent({ keepAlive: true })
  return http.createServer((req, res) => {
    // The front's canonical-key questions are not renders: counted apart.
    const key = req.headers['x-front-canonical'] ? `canonical ${req.url}` : req.url!
    reached.set(key, (reached.get(key) ?? 0) + 1)
    const upstream = http.request(
      { host: '127.0.0.1', port: APP_PORT, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
}

function waitUntilReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the app did not become ready in 60 s')), 60_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready in')) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code} before it was ready`)))
  })
}

/** Asks until two answers in a row are the front's HITs (at most 10 times); the last answer. */
async function warm(pathname: string): Promise<Answer> {
  let last: Answer | null = null
  let hits = 0
  for (let i = 0; i < 10 && hits < 2; i++) {
    last = await get(pathname)
    hits = last.headers['x-cache-status'] === 'HIT' ? hits + 1 : 0
  }
  return last!
}

/** The front's own folder (startFront's dir), its cache inside. */
let frontDir = ''

/** The body nginx stored under a cache key: after the file's KEY line and the response's headers. */
function storedBody(key: string): Buffer {
  const pages = path.join(frontDir, 'cache', 'pages')
  for (const entry of fs.readdirSync(pages, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = fs.readFileSync(path.join(entry.parentPath, entry.name))
    const keyAt = file.indexOf(`\nKEY: ${key}\n`)
    if (keyAt < 0) continue
    return file.subarray(file.indexOf('\r\n\r\n', keyAt) + 4)
  }
  throw new Error(`no cache entry under ${key}`)
}

const purge = (body: object) =>
  fetch(`${FRONT}/_front/purge`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` }, body: JSON.stringify(body) })

test.describe('the production front', () => {
  let app: ChildProcess
  let hop: http.Server
  let front: Awaited<ReturnType<typeof startFront>>

  test.beforeAll(async () => {
    test.setTimeout(90_000)
    frontDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-front-'))
    hop = countingHop()
    await new Promise<void>((resolve) => hop.listen(COUNTER_PORT, '127.0.0.1', resolve))
    front = await startFront({
      port: FRONT_PORT,
      tlsPort: FRONT_TLS_PORT,
      appPort: COUNTER_PORT,
      dir: frontDir,
      token: TOKEN,
      workers: 2,
    })
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      WEB_CONCURRENCY: '1',
      PORT: String(APP_PORT),
      CDN_PURGE_URL: front.purgeUrl,
      CDN_PURGE_TOKEN: TOKEN,
      RATE_LIMIT_FORMS: String(FORM_LIMIT),
    }
    delete env.REDIS_URL // its own count in memory: the form limit below starts from zero in each run
    app = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(APP_PORT), '-H', '127.0.0.1'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await waitUntilReady(app)
    app.stdout!.resume()
  })

  test.afterAll(async () => {
    if (app?.exitCode === null) app.kill('SIGKILL')
    await front?.stop()
    hop?.close()
  })

  test('a page is rendered once, then HITs with the same CSP and no cookie; brotli or gzip as the client asks', async () => {
    const first = await get('/mortgage')
    expect(first.status).toBe(200)
    const second = await warm('/mortgage')
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(second.headers['content-security-policy']).toBeTruthy()
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(second.headers['set-cookie']).toBeUndefined()
    expect(second.headers['cache-control']).toMatch(/s-maxage=\d+/)

    const br = await get('/mortgage', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    const gz = await get('/mortgage', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    // Each encoding is compressed once, on its way into the cache, and kept as its own entry: a HIT goes out as stored
    // (compressing the plain copy again for every HIT cost the front half its throughput under bench/load).
    const brHit = await get('/mortgage', { 'accept-encoding': 'gzip, deflate, br' })
    expect(brHit.headers['x-cache-status']).toBe('HIT')
    expect(brHit.body.equals(br.body)).toBe(true)
    expect(brHit.headers.vary).toMatch(/Accept-Encoding/)
    expect(storedBody('br:/mortgage').equals(br.body)).toBe(true)
    expect(storedBody('gzip:/mortgage').equals(gz.body)).toBe(true)
    const html = zlib.brotliDecompressSync(br.body).toString()
    expect(html).toBe(zlib.gunzipSync(gz.body).toString())
    expect(html).toBe(second.body.toString())
    expect(br.body.length).toBeLessThan(second.body.length / 3)
  })

  test('over HTTPS a browser gets HTTP/2 and the same stored page, brotli, as over plain HTTP', async () => {
    await warm('/mortgage')
    const plainBr = await get('/mortgage', { 'accept-encoding': 'gzip, deflate, br' })
    expect(plainBr.headers['x-cache-status']).toBe('HIT')
    // The local certificate is self-signed (scripts/front.mjs localCertificate): this client is told to expect that.
    const session = http2.connect(front.tlsUrl!, { rejectUnauthorized: false })
    try {
      // Both on one connection, at once: what HTTP/2 gives a page's many requests.
      const [page, script] = await Promise.all([
        h2Get(session, '/mortgage'),
        h2Get(session, /<script src="([^"?]+\.js)/.exec(zlib.brotliDecompressSync(plainBr.body).toString())![1]!),
      ])
      expect(session.alpnProtocol).toBe('h2')
      expect(page.status).toBe(200)
      expect(page.headers['x-cache-status']).toBe('HIT')
      expect(page.headers['content-encoding']).toBe('br')
      expect(page.body.equals(plainBr.body)).toBe(true)
      expect(page.headers['content-security-policy']).toBe(plainBr.headers['content-security-policy'])
      expect(script.status).toBe(200)
      expect(script.headers['content-encoding']).toBe('br')
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    } finally {
      session.close()
    }
  })

  test("with a certificate, as on a server, plain HTTP sends visitors to HTTPS; the app's purge calls stay on HTTP", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-front-redirect-'))
    const server = await startFront({
      port: 3197,
      tlsPort: 3198,
      redirectToHttps: true,
      appPort: COUNTER_PORT,
      dir,
      token: TOKEN,
      workers: 1,
    })
    const session = http2.connect(server.tlsUrl!, { rejectUnauthorized: false })
    try {
      const plain = await fetch(`${server.url}/flats?rooms=2`, { redirect: 'manual' })
      expect(plain.status).toBe(301)
      expect(plain.headers.get('location')).toBe('https://127.0.0.1/flats?rooms=2')
      const purged = await fetch(server.purgeUrl, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ paths: ['/*'] }),
      })
      expect(purged.status).toBe(200)
      const page = await h2Get(session, '/flats?rooms=2')
      expect(page.status).toBe(200)
      expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<html lang="ru"')
    } finally {
      session.close()
      await server.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  test('every spelling of one filter is one entry: the app is asked for its canonical form, and renders it once', async () => {
    const spellings = ['rooms=2&price_max=15000000', 'price_max=15000000&rooms=2', 'price_max=15000000&rooms=2&unknown=1']
    reached.clear()
    const answers = []
    for (const query of spellings) answers.push(await get(`/flats?${query}`))
    expect(answers.map((a) => a.headers['x-cache-status'])).toEqual(['MISS', 'HIT', 'HIT'])
    expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1)
    const renders = [...reached].filter(([key]) => !key.startsWith('canonical ')).map(([key]) => key)
    expect(renders).toEqual([`/flats?${spellings[0]}`])
    // Each URL asks for its canonical form once; asked again, the front knows it.
    await get(`/flats?${spellings[2]}`)
    expect(reached.get(`canonical /flats?${spellings[2]}`)).toBe(1)
  })

  test('a visit from an ad or another site reaches the app, which sets the attribution cookie; the cache stays as it was', async () => {
    await warm('/flats?rooms=2&price_max=15000000')
    const cached = await get('/flats?rooms=2&price_max=15000000')
    for (const [query, headers] of [
      ['rooms=2&utm_source=yandex&price_max=15000000&yclid=42', {}],
      ['rooms=2&price_max=15000000', { referer: 'https://ya.ru/search/?text=novaya+zarya' }],
    ] as const) {
      const visit = await get(`/flats?${query}`, headers)
      expect(visit.headers['x-cache-status']).toBe('BYPASS')
      expect(String(visit.headers['set-cookie'])).toMatch(/nz_attr=/)
    }
    // A move inside the site is served from the cache, without a cookie.
    const inside = await get('/flats?rooms=2&price_max=15000000', { referer: `${FRONT}/flats` })
    expect(inside.headers['x-cache-status']).toBe('HIT')
    expect(inside.headers['set-cookie']).toBeUndefined()
    expect(inside.body.toString()).toBe(cached.body.toString())
  })

  test('build files come from disk, immutable, brotli 11 written by the build', async () => {
    const html = (await get('/mortgage')).body.toString()
    const script = /<script src="(\/_next\/static\/[^"?]+\.js)/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const answer = await get(script!, { 'accept-encoding': 'br' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.body.equals(fs.readFileSync(path.join('.next', script!.replace('/_next/', '') + '.br')))).toBe(true)
  })

  test('a picture reaches the app once, then comes from the front; a purge of every page takes it, a tag purge does not', async () => {
    const html = (await get('/')).body.toString()
    const picture = /src="(\/cms-api\/media\/file\/[^"?]+\.webp)"/.exec(html)?.[1]
    expect(picture, 'a picture in the main page').toBeTruthy()
    const onDisk = await get(picture!, { 'accept-encoding': 'gzip, deflate, br' })
    expect(onDisk.status).toBe(200)
    expect(onDisk.headers['cache-control']).toBe('public, max-age=3600, s-maxage=604800, stale-while-revalidate=86400')
    reached.clear()
    const cached = await warm(picture!)
    expect(cached.headers['x-cache-status']).toBe('HIT')
    expect(cached.body.equals(onDisk.body)).toBe(true)
    // One copy, whatever the client's encoding: a picture is sent as it is.
    expect((await get(picture!, { 'accept-encoding': 'identity' })).headers['x-cache-status']).toBe('HIT')
    // The first answer was stored: nothing since reached the app.
    expect(reached.get(picture!)).toBeUndefined()

    await purge({ tags: ['content:yards'] })
    expect((await get(picture!)).headers['x-cache-status']).toBe('HIT')
    await purge({ paths: ['/*'] })
    expect((await get(picture!)).headers['x-cache-status']).toBe('MISS')

    // The app marks only a file it sends cacheable, not its answer to an unsatisfiable range.
    const range = await fetch(`http://127.0.0.1:${APP_PORT}${picture!}`, { headers: { range: 'bytes=99999999-' } })
    expect(range.status).toBe(416)
    expect(range.headers.get('cache-control') ?? '').not.toMatch(/public/)
  })

  test("a price edit shows through the front without waiting for its TTL; the admin and the visitor's answers are never stored", async ({
    playwright,
  }) => {
    const api = await playwright.request.newContext({ baseURL: FRONT })
    const auth = { authorization: `JWT ${await adminToken(api)}`, 'content-type': 'application/json' }
    const flats = JSON.parse((await get('/api/properties/?type=flat&limit=2')).body.toString()) as {
      results: { id: number; price: number }[]
    }
    const [flat, other] = flats.results
    const card = `/flats/${flat!.id}`
    // The card's API answer is public too: the front keeps it like the page, and a change purges both.
    const detail = `/api/properties/${flat!.id}/`
    const priceOf = async () => (JSON.parse((await get(detail)).body.toString()) as { price: number }).price
    expect((await warm(card)).headers['x-cache-status']).toBe('HIT')
    expect((await warm('/location')).headers['x-cache-status']).toBe('HIT')
    const cachedDetail = await warm(detail)
    expect(cachedDetail.headers['x-cache-status']).toBe('HIT')
    expect(cachedDetail.headers['cache-control']).toBe('public, s-maxage=300, stale-while-revalidate=86100')
    expect(cachedDetail.headers['set-cookie']).toBeUndefined()
    const newPrice = flat!.price + 91_000
    try {
      const saved = await get(`/cms-api/properties/${flat!.id}`, auth, 'PATCH', JSON.stringify({ price: newPrice }))
      expect(saved.status).toBe(200)
      // The purge runs once the save has committed, so ask until it shows. The front keeps both for 300 s: seeing
      // the new price at all proves the purge. How fast it lands is a benchmark's figure, not a wall clock in a test.
      await expect.poll(async () => (await get(card)).body.toString(), { timeout: 10_000 }).toMatch(printedPrice(newPrice))
      await expect.poll(priceOf, { timeout: 10_000 }).toBe(newPrice)
      // Purged by its tags: the card went, a page that does not show prices stayed.
      expect((await get('/location')).headers['x-cache-status']).toBe('HIT')
    } finally {
      await get(`/cms-api/properties/${flat!.id}`, auth, 'PATCH', JSON.stringify({ price: flat!.price }))
    }

    for (const pathname of ['/admin', `/cms-api/properties/${flat!.id}?depth=0`]) {
      for (let i = 0; i < 2; i++) {
        const answer = await get(pathname, auth)
        expect(answer.status, pathname).toBeLessThan(400)
        expect(answer.headers['x-cache-status'], pathname).toBeUndefined()
      }
    }

    // A visitor's favourites: each visitor gets their own, every time from the app.
    const token = 'f'.repeat(32)
    const added = await get(
      '/api/favorites/',
      { cookie: `csrftoken=${token}`, 'x-csrftoken': token, 'content-type': 'application/json' },
      'POST',
      JSON.stringify({ id: other!.id }),
    )
    expect(added.status).toBe(201)
    const visitor = String(added.headers['set-cookie']).split(';')[0]!
    const ids = async (cookie: string) => {
      const answer = await get('/api/favorites/', { cookie })
      expect(answer.headers['x-cache-status']).not.toBe('HIT')
      expect(answer.headers['cache-control']).toMatch(/private/)
      return (JSON.parse(answer.body.toString()) as { results: { id: number }[] }).results.map((r) => r.id)
    }
    expect(await ids(visitor)).toEqual([other!.id])
    expect(await ids(visitor)).toEqual([other!.id])
    expect(await ids('csrftoken=x')).toEqual([])
    await api.dispose()
  })

  test('50 requests at once for a purged page reach the app once', async () => {
    await warm('/yards')
    expect((await (await purge({ tags: ['content:yards'] })).json()) as { deleted: number }).toMatchObject({ deleted: 1 })
    reached.clear()
    const answers = await Promise.all(Array.from({ length: 50 }, () => get('/yards')))
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200))
    expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1)
    expect(reached.get('/yards')).toBe(1)
  })

  test('the app counts the address the front saw, not the one a client claims', async () => {
    const token = 'c'.repeat(32)
    const statuses = []
    for (let i = 0; i < FORM_LIMIT + 2; i++) {
      const headers = {
        cookie: `csrftoken=${token}`,
        'x-csrftoken': token,
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${i}`,
      }
      statuses.push((await get('/api/mailing/', headers, 'POST', '{}')).status)
    }
    // A new claimed address per request would never meet the limit.
    expect(statuses.slice(FORM_LIMIT)).toEqual([429, 429])
  })
})
