/**
 * The Profitbase connector (API v4, the CRM most Russian developers keep their flats in). From its public
 * documentation and the clients built on it:
 * - the account's API key is exchanged for a token: `POST {base}/authentication` with
 *   `{"type":"api-app","credentials":{"pb_api_key":…}}` → `{"access_token":…,"remaining_time":seconds}`; every
 *   other call carries `access_token` in its query; a 401/403 means the token ran out: exchange it again, once;
 * - properties: `GET {base}/property?full=true&offset=…&limit=…` (paged), or `&id[]=…` for chosen ones; each
 *   with its `id`, `status` (AVAILABLE, BOOKED, EXECUTION, SOLD, UNAVAILABLE) and `price.value`;
 * - changes: `POST {base}/history` with `{"from":…,"to":…}` names the properties whose status or price moved;
 * - at most one request per second, or Profitbase blocks the sender's address.
 * The first run reads the whole list (a full list: what it leaves out goes off sale); later runs ask the history
 * since the last run and read only the properties it names (a partial list).
 * «Код в CRM» (ref_id) of a property is its Profitbase id.
 */
import type { PriceListRow, PriceListStatus, RowError } from '../price-list/types'
import { ConnectorError, pacedFetch, type PacedFetchOptions } from './http'

export interface ProfitbaseSettings {
  /** The account's API address, e.g. https://pb12345.profitbase.ru/api/v4/json */
  baseUrl: string
  apiKey: string
}

export interface PullResult {
  mode: 'full' | 'partial'
  rows: PriceListRow[]
  errors: RowError[]
  /** Where the next run starts: the time this run asked up to. */
  cursor: string
}

/** Profitbase's statuses in the site's words; EXECUTION (a deal being signed) is still a booking. */
const STATUSES: Record<string, PriceListStatus> = {
  AVAILABLE: 'available',
  BOOKED: 'booked',
  EXECUTION: 'booked',
  SOLD: 'sold',
  UNAVAILABLE: 'off_sale',
}

/** Properties asked per page of the full list, and by id per call of a partial one. */
export const PAGE_SIZE = 500
/** Rows re-read before the last cursor: the two clocks and a commit in progress on Profitbase's side may drift. */
const CURSOR_OVERLAP_MS = 60_000

type Json = Record<string, unknown>
const asList = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : [])

/** The list inside an answer: `data`, `properties`, `history` or the answer itself. */
function listOf(body: unknown): Json[] {
  if (Array.isArray(body)) return body as Json[]
  const b = (body ?? {}) as Json
  return asList(b.data ?? b.properties ?? b.history ?? b.response)
}

/** Profitbase's time format in requests: `YYYY-MM-DD HH:mm:ss`, Moscow time (the accounts' zone). */
export function profitbaseTime(ms: number): string {
  return new Date(ms + 3 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')
}

/** One Profitbase property as a row of the import engine (row numbers count the properties read, from 1). */
export function propertyRow(p: Json, row: number): { row?: PriceListRow; error?: RowError } {
  const code = p.id === undefined || p.id === null ? '' : String(p.id)
  if (!code) return { error: { row, message: 'Помещение без id в ответе Profitbase' } }
  const rawStatus = typeof p.status === 'string' ? p.status.toUpperCase() : ''
  const status = STATUSES[rawStatus]
  const priceValue = typeof p.price === 'object' && p.price !== null ? (p.price as Json).value : p.price
  const price = priceValue === null || priceValue === undefined || priceValue === '' ? undefined : Number(priceValue)
  if (price !== undefined && !Number.isFinite(price))
    return { error: { row, message: `Помещение ${code}: цена «${String(priceValue)}» не число` } }
  if (!status && rawStatus) return { error: { row, message: `Помещение ${code}: статус Profitbase «${rawStatus}» неизвестен сайту` } }
  return { row: { row, code, ...(price === undefined ? {} : { price }), ...(status ? { status } : {}) } }
}

/**
 * Tokens of this process by account and key: a token lives for `remaining_time` (a day), so a connector that runs
 * every few minutes exchanges its key once a day, not once a run. Kept a minute short of its end.
 */
const tokens = new Map<string, { token: string; until: number }>()

/** A Profitbase API client for the catalogue: the token, the paged list, the properties by id, the history. */
export function profitbaseClient(
  settings: ProfitbaseSettings,
  options: Omit<PacedFetchOptions, 'system' | 'minIntervalMs'> & { minIntervalMs?: number } = {},
) {
  const base = settings.baseUrl.replace(/\/+$/, '')
  const call = pacedFetch({ minIntervalMs: 1_000, ...options, system: 'Profitbase' })
  const tokenKey = `${base}\n${settings.apiKey}`
  const now = options.now ?? Date.now
  let token: string | null = (tokens.get(tokenKey)?.until ?? 0) > now() ? tokens.get(tokenKey)!.token : null

  async function authenticate(): Promise<string> {
    const response = await call(`${base}/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ type: 'api-app', credentials: { pb_api_key: settings.apiKey } }),
    })
    const body = (await response.json().catch(() => null)) as Json | null
    if (!response.ok || typeof body?.access_token !== 'string')
      throw new ConnectorError(
        response.status === 401 || response.status === 403
          ? 'Profitbase не принял API-ключ: проверьте ключ и разрешённый IP-адрес в настройках приложения API'
          : `Profitbase не выдал токен (ответ ${response.status})`,
        response.status,
      )
    const seconds = typeof body.remaining_time === 'number' ? body.remaining_time : 3_600
    tokens.set(tokenKey, { token: body.access_token, until: now() + Math.max(0, seconds - 60) * 1000 })
    return (token = body.access_token)
  }

  async function json(path: string, query: URLSearchParams, init: RequestInit = {}): Promise<unknown> {
    for (let fresh = false; ; fresh = true) {
      const q = new URLSearchParams(query)
      q.set('access_token', token ?? (await authenticate()))
      const response = await call(`${base}/${path}?${q}`, {
        ...init,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      })
      // The token ran out: one new token, then the same request again.
      if ((response.status === 401 || response.status === 403) && !fresh) {
        token = null
        tokens.delete(tokenKey)
        continue
      }
      if (!response.ok) throw new ConnectorError(`Profitbase ответил ${response.status} на запрос ${path}`, response.status)
      try {
        return await response.json()
      } catch {
        throw new ConnectorError(`Profitbase прислал не JSON в ответ на запрос ${path}`)
      }
    }
  }

  return {
    /** Every property of the account, page by page. */
    async allProperties(): Promise<Json[]> {
      const out: Json[] = []
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const page = listOf(await json('property', new URLSearchParams({ full: 'true', offset: String(offset), limit: String(PAGE_SIZE) })))
        out.push(...page)
        if (page.length < PAGE_SIZE) return out
      }
    },
    /** The properties with these ids. */
    async propertiesById(ids: readonly string[]): Promise<Json[]> {
      const out: Json[] = []
      for (let i = 0; i < ids.length; i += PAGE_SIZE) {
        const q = new URLSearchParams({ full: 'true', limit: String(PAGE_SIZE) })
        for (const id of ids.slice(i, i + PAGE_SIZE)) q.append('id[]', id)
        out.push(...listOf(await json('property', q)))
      }
      return out
    },
    /** The ids of the properties whose status or price changed between the two moments. */
    async changedIds(fromMs: number, toMs: number): Promise<string[]> {
      const ids = new Set<string>()
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const page = listOf(
          await json('history', new URLSearchParams({ offset: String(offset), limit: String(PAGE_SIZE) }), {
            method: 'POST',
            body: JSON.stringify({ from: profitbaseTime(fromMs), to: profitbaseTime(toMs) }),
          }),
        )
        for (const entry of page) {
          const id = entry.propertyId ?? entry.property_id ?? (entry.property as Json | undefined)?.id
          if (id !== undefined && id !== null) ids.add(String(id))
        }
        if (page.length < PAGE_SIZE) return [...ids]
      }
    },
  }
}

/**
 * One run: the whole list when there is no cursor yet (a full list), else the properties changed since the
 * cursor (a partial list). The cursor returned is the moment this run asked up to.
 */
export async function pullProfitbase(
  client: ReturnType<typeof profitbaseClient>,
  cursor: string | null,
  now = Date.now(),
): Promise<PullResult> {
  const since = cursor === null ? null : Date.parse(cursor)
  const full = since === null || !Number.isFinite(since)
  const properties = full
    ? await client.allProperties()
    : await client.propertiesById(await client.changedIds(since! - CURSOR_OVERLAP_MS, now))
  const rows: PriceListRow[] = []
  const errors: RowError[] = []
  properties.forEach((p, i) => {
    const { row, error } = propertyRow(p, i + 1)
    if (row) rows.push(row)
    if (error) errors.push(error)
  })
  return { mode: full ? 'full' : 'partial', rows, errors, cursor: new Date(now).toISOString() }
}
