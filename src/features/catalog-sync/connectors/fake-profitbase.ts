/**
 * A local Profitbase API v4 for tests and benchmarks, behaving as its documentation says: a token for the API
 * key, tokens that run out (403), the property list paged by offset and limit or chosen by `id[]`, the history of
 * changes between two moments, a 429 with Retry-After to a sender faster than its pace, and an outage on demand.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeProperty {
  /** Profitbase's ids are numbers; a test may use the site's codes as they are. */
  id: number | string
  number: string
  status: 'AVAILABLE' | 'BOOKED' | 'EXECUTION' | 'SOLD' | 'UNAVAILABLE'
  price: { value: number; pricePerMeter?: number }
}

export interface FakeProfitbase {
  /** The API base the connector is given: http://127.0.0.1:{port}/api/v4/json */
  baseUrl: string
  apiKey: string
  properties: Map<number | string, FakeProperty>
  /** Every request the fake answered or refused: method, path and when it arrived. */
  requests: { method: string; path: string; at: number; status: number }[]
  /** Changes a property as a sales manager would: recorded in the history at this moment. */
  change(id: number | string, patch: Partial<Omit<FakeProperty, 'id'>>): void
  /** Makes every token issued so far invalid (its time ran out). */
  expireTokens(): void
  /** Answers 503 to everything while true. */
  down: boolean
  /** Answers the next N requests 429 (besides the pace rule). */
  throttleNext: number
  close(): Promise<void>
}

/** Profitbase's time format, Moscow time, back to milliseconds. */
const parseTime = (text: unknown) => (typeof text === 'string' ? Date.parse(`${text.replace(' ', 'T')}+03:00`) : Number.NaN)

/** Starts the fake on a free loopback port. `paceMs`: the least gap between requests before it answers 429. */
export async function startFakeProfitbase({
  paceMs = 1_000,
  properties = [] as FakeProperty[],
  apiKey = 'app-test-key',
  /** The clock the history is kept by (a test that moves its connector's clock moves this one alike). */
  now = Date.now,
} = {}): Promise<FakeProfitbase> {
  const tokens = new Set<string>()
  const history: { propertyId: number | string; at: number }[] = []
  let lastAt = Number.NEGATIVE_INFINITY
  let issued = 0
  const state = {
    properties: new Map(properties.map((p) => [p.id, p])),
    requests: [] as FakeProfitbase['requests'],
    down: false,
    throttleNext: 0,
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const at = Date.now()
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
        state.requests.push({ method: req.method ?? 'GET', path: url.pathname, at, status })
        res.writeHead(status, { 'content-type': 'application/json', ...headers })
        res.end(JSON.stringify(payload))
      }
      if (state.down) return send(503, { status: 'error', message: 'Service Unavailable' })
      const tooSoon = at - lastAt < paceMs
      lastAt = at
      if (tooSoon || state.throttleNext > 0) {
        if (!tooSoon) state.throttleNext--
        return send(429, { status: 'error', message: 'Too Many Requests' }, { 'retry-after': String(Math.ceil(paceMs / 1000)) })
      }
      const path = url.pathname.replace(/^\/api\/v4\/json\//, '')
      if (path === 'authentication' && req.method === 'POST') {
        const json = JSON.parse(body || '{}') as { type?: string; credentials?: { pb_api_key?: string } }
        if (json.type !== 'api-app' || json.credentials?.pb_api_key !== apiKey)
          return send(401, { status: 'error', message: 'Invalid credentials' })
        const token = `token-${++issued}`
        tokens.add(token)
        return send(200, { access_token: token, remaining_time: 86_400 })
      }
      if (!tokens.has(url.searchParams.get('access_token') ?? '')) return send(403, { status: 'error', message: 'Access denied' })
      if (path === 'property' && req.method === 'GET') {
        const ids = url.searchParams.getAll('id[]')
        const all = [...state.properties.values()].filter((p) => ids.length === 0 || ids.includes(String(p.id)))
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 1_000)
        return send(200, { status: 'success', data: all.slice(offset, offset + limit) })
      }
      if (path === 'history' && req.method === 'POST') {
        const json = JSON.parse(body || '{}') as { from?: string; to?: string }
        const from = parseTime(json.from)
        const to = parseTime(json.to)
        if (!Number.isFinite(from) || !Number.isFinite(to)) return send(400, { status: 'error', message: 'from and to are required' })
        const offset = Number(url.searchParams.get('offset') ?? 0)
        const limit = Number(url.searchParams.get('limit') ?? 100)
        const entries = history.filter((h) => h.at >= from && h.at <= to + 999).map((h) => ({ propertyId: h.propertyId, date: h.at }))
        return send(200, { status: 'success', data: entries.slice(offset, offset + limit) })
      }
      return send(404, { status: 'error', message: 'Not found' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/api/v4/json`,
    apiKey,
    change(id: number | string, patch: Partial<Omit<FakeProperty, 'id'>>) {
      const p = state.properties.get(id)
      if (!p) throw new Error(`no fake property ${id}`)
      state.properties.set(id, { ...p, ...patch })
      history.push({ propertyId: id, at: now() })
    },
    expireTokens: () => tokens.clear(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
