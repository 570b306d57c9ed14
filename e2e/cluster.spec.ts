// The production launcher (scripts/serve.mjs): several `next start` workers on one port share
// the rate limits through the primary when there is no Redis, and SIGTERM drains them all.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'

import { expect, test } from '@playwright/test'

import { ADMIN } from './admin'
import { onNewConnection, printedPrice, warmOnEveryWorker } from './fresh-connection'

const PORT = 3190
const LIMIT = 3

const BASE = `http://127.0.0.1:${PORT}`

/** One POST of a form on a fresh connection, so the primary hands each to the next worker in turn: its status. */
async function postOnNewConnection(path: string): Promise<number> {
  const token = 'c'.repeat(32)
  const headers = { cookie: `csrftoken=${token}`, 'x-csrftoken': token, 'content-type': 'application/json' }
  return (await onNewConnection(BASE + path, { method: 'POST', headers, body: '{}' })).status
}

/** One API request on a fresh connection: the status and the JSON answer. */
async function apiOnNewConnection(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  const { status, text } = await onNewConnection(BASE + path, { method, headers, body })
  return { status, json: (text ? JSON.parse(text) : null) as unknown }
}

/** One page on a fresh connection: the status, the page cache's verdict and the HTML. */
async function pageOnNewConnection(path: string) {
  const { status, cache, text } = await onNewConnection(BASE + path)
  return { status, cache, html: text }
}

/** The demo admin's Authorization header for /cms-api, with a JSON body type. */
async function adminAuth(): Promise<Record<string, string>> {
  const login = await apiOnNewConnection('POST', '/cms-api/users/login', { 'content-type': 'application/json' }, JSON.stringify(ADMIN))
  return { authorization: `JWT ${(login.json as { token: string }).token}`, 'content-type': 'application/json' }
}

/** Resolves once every worker has printed Next.js's 'Ready' line (each listens on its own from then on). */
function waitUntilReady(child: ChildProcess, workers: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let ready = 0
    const timer = setTimeout(() => reject(new Error('serve.mjs did not become ready in 60 s')), 60_000)
    child.stdout!.on('data', (chunk: Buffer) => {
      ready += chunk.toString().split('Ready in').length - 1
      if (ready >= workers) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code} before it was ready`)))
  })
}

/** The primary's child processes: each pid with its command line. */
const childrenOf = (pid: number): { pid: number; command: string }[] =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(.*)$/))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), command: match[2]! }))

test.describe('serve.mjs with two workers', () => {
  let server: ChildProcess

  test.beforeAll(async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, WEB_CONCURRENCY: '2', RATE_LIMIT_FORMS: String(LIMIT), PORT: String(PORT) }
    delete env.REDIS_URL // the primary, not Redis, must do the counting here
    server = spawn(process.execPath, ['scripts/serve.mjs', '-p', String(PORT), '-H', '127.0.0.1'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await waitUntilReady(server, 2)
    server.stdout!.resume() // keep reading, so a full pipe never blocks the workers' logs
  })

  test.afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL')
  })

  test("an editor's change saved through one worker shows through the other at once", async () => {
    const auth = await adminAuth()
    // Both workers read the menu first, so each holds it in its cache.
    for (let i = 0; i < 4; i++) expect((await apiOnNewConnection('GET', '/api/menu/')).status).toBe(200)
    const navigation = (await apiOnNewConnection('GET', '/cms-api/globals/navigation?depth=0', auth)).json as {
      main: { title: string; path: string }[]
    }
    const renamed = navigation.main.map((item, index) => (index === 0 ? { ...item, title: `${item.title} (проверка)` } : item))
    const save = (main: unknown) => apiOnNewConnection('POST', '/cms-api/globals/navigation', auth, JSON.stringify({ main }))
    try {
      expect((await save(renamed)).status).toBe(200)
      // Four fresh connections: two per worker; without the relay one worker would answer from its cache for 5 s.
      for (let i = 0; i < 4; i++) {
        const menu = (await apiOnNewConnection('GET', '/api/menu/')).json as { title: string }[]
        expect(menu[0]!.title, `request ${i + 1}`).toBe(renamed[0]!.title)
      }
    } finally {
      await save(navigation.main)
    }
  })

  test('a price edit shows on the cached flat card of both workers on the next request', async () => {
    const auth = await adminAuth()
    const flat = (
      (await apiOnNewConnection('GET', '/api/properties/?type=flat&limit=1')).json as { results: { id: number; price: number }[] }
    ).results[0]!
    const path = `/flats/${flat.id}`
    // Both workers render the card once, then serve it from their page cache (the primary hands connections out
    // in turn, though not always starting with the same worker). The earlier test's save is announced again 1.5 s
    // later (onCmsChangeSettled) and may expire the card mid-way, so warm until two answers in a row are hits.
    const warm: { cache: string | undefined }[] = []
    const warmed = () => warm.length >= 2 && warm.slice(-2).every((r) => r.cache === 'HIT')
    for (let i = 0; i < 20 && !warmed(); i++) warm.push(await pageOnNewConnection(path))
    expect(warm.slice(-2).map((r) => r.cache)).toEqual(['HIT', 'HIT'])
    const newPrice = flat.price + 123_000
    try {
      expect((await apiOnNewConnection('PATCH', `/cms-api/properties/${flat.id}`, auth, JSON.stringify({ price: newPrice }))).status).toBe(
        200,
      )
      // Four fresh connections, asked at once with no retry: two per worker, each must render the new price. How fast
      // the change lands is bench/scale-out's figure; a wall clock here only measures how busy the machine is.
      for (let i = 0; i < 4; i++) {
        const { status, html } = await pageOnNewConnection(path)
        expect(status).toBe(200)
        expect(html, `request ${i + 1}`).toMatch(printedPrice(newPrice))
      }
    } finally {
      await apiOnNewConnection('PATCH', `/cms-api/properties/${flat.id}`, auth, JSON.stringify({ price: flat.price }))
    }
  })

  test('a price edit expires only what shows it: the card and the list render it, content pages stay cached', async () => {
    const auth = await adminAuth()
    const flat = (
      (await apiOnNewConnection('GET', '/api/properties/?type=flat&limit=1')).json as { results: { id: number; price: number }[] }
    ).results[0]!
    const card = `/flats/${flat.id}`
    const content = ['/location', '/yards', '/sunrise', '/construction-progress']
    // Every page cached by both workers: two hits in a row each (an earlier test's save is announced again 1.5 s later).
    for (const path of [card, '/flats', ...content]) expect((await warmOnEveryWorker(BASE, path)).slice(-2), path).toEqual(['HIT', 'HIT'])
    const newPrice = flat.price + 77_000
    try {
      expect((await apiOnNewConnection('PATCH', `/cms-api/properties/${flat.id}`, auth, JSON.stringify({ price: newPrice }))).status).toBe(
        200,
      )
      for (let i = 0; i < 4; i++) {
        for (const path of [card, '/flats'])
          expect((await pageOnNewConnection(path)).html, `${path}, request ${i + 1}`).toMatch(printedPrice(newPrice))
      }
      // Still served from both workers' caches once the change has committed and been announced again (1.5 s).
      await new Promise((resolve) => setTimeout(resolve, 2_000))
      for (const path of content)
        for (let i = 0; i < 2; i++) expect((await pageOnNewConnection(path)).cache, `${path}, request ${i + 1}`).toBe('HIT')
    } finally {
      await apiOnNewConnection('PATCH', `/cms-api/properties/${flat.id}`, auth, JSON.stringify({ price: flat.price }))
    }
  })

  test('runs two workers that count one visitor once, then drain and exit on SIGTERM', async () => {
    test.slow() // two Next.js servers start and stop
    // Two workers, and the warm import process that applies whole price lists for both.
    const children = childrenOf(server.pid!)
    const isImportProcess = (command: string) => command.includes('catalog-sync/import-process.ts')
    expect(children.filter((child) => isImportProcess(child.command))).toHaveLength(1)
    const workers = children.filter((child) => !isImportProcess(child.command)).map((child) => child.pid)
    expect(workers).toHaveLength(2)

    const statuses: number[] = []
    for (let i = 0; i < 8; i++) statuses.push(await postOnNewConnection('/api/mailing/'))
    // Without a shared count each worker would let LIMIT through: up to 2 × LIMIT answers before the 429s.
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LIMIT)
    expect(statuses.slice(LIMIT).every((s) => s === 429)).toBe(true)

    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)))
    server.kill('SIGTERM')
    expect(await exited).toBe(0)
    // Every child is gone with the primary, the import process too.
    for (const { pid } of children) expect(() => process.kill(pid, 0)).toThrow()
  })
})
