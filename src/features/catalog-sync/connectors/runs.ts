/**
 * The scheduled pulls of the catalogue («Синхронизация каталога»): Payload's jobs queue asks every minute
 * (cms/globals/catalog-sync-task.ts), and each connector whose interval has passed reads its source and hands the
 * rows to the one import engine — the same plan, guards, history and freshness as a price list uploaded by hand.
 *
 * - Never twice at once across instances: a run first takes a lease on the settings row with one conditional
 *   UPDATE (as the lead outbox claims its rows); an instance that finds it taken does nothing this minute, and
 *   a lease left by a dead instance runs out.
 * - The cursor moves with the import: Profitbase's «changed since» cursor is written in the import's own
 *   transaction, so a failed apply is asked again next time.
 * - Guarded changes wait for an admin in «Импорты прайса», as an upload's do; the cursor moves on, since the
 *   waiting import holds those rows.
 * - Each run leaves its result (time, counts, the import, or the error in Russian) for the dashboard.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import { sql, sqlDatabase } from '@/features/cms-runtime'
import { moduleLogger } from '@/server/log'

import { applyImport, type ImportOutcome, planImport, type Tx } from '../engine'
import type { ImportCounts } from '../plan'
import { ConnectorError } from './http'
import { type FileValidators, pullPriceListUrl } from './price-list-url'
import { profitbaseClient, pullProfitbase, type PullResult } from './profitbase'

export type ConnectorName = 'profitbase' | 'price_list_url'
export const CONNECTORS: readonly ConnectorName[] = ['profitbase', 'price_list_url']
/** How each connector is named in the import log and on the dashboard. */
export const CONNECTOR_TITLES: Record<ConnectorName, string> = { profitbase: 'Profitbase', price_list_url: 'Прайс-лист по ссылке' }

/** One run's result, as the dashboard shows it. */
export interface ConnectorRun {
  at: string
  ok: boolean
  message: string
  counts: ImportCounts | null
  importId: number | null
  durationMs: number
}

export interface ConnectorState {
  /** Profitbase: the moment the last run asked up to. */
  cursor?: string | null
  /** The price list at a URL: what tells whether it changed. */
  validators?: FileValidators
  last?: ConnectorRun
}
export type RunsState = Partial<Record<ConnectorName, ConnectorState>>

/** The settings the admin gives («Синхронизация каталога»), secrets included (read on the server alone). */
export interface SyncSettings {
  profitbase?: { enabled?: boolean | null; base_url?: string | null; api_key?: string | null; interval?: number | null } | null
  price_list_url?: {
    enabled?: boolean | null
    url?: string | null
    token?: string | null
    list?: 'full' | 'partial' | null
    interval?: number | null
  } | null
}

const GLOBAL = 'catalog-sync'
const TABLE = 'catalog_sync'
/** Longest run before another instance may take over: a full Profitbase list of 20 000 flats at 1 request/s. */
export const LEASE_MS = 10 * 60_000

const log = moduleLogger('catalog-sync')

const configured = (settings: SyncSettings, name: ConnectorName): boolean => {
  if (name === 'profitbase') return Boolean(settings.profitbase?.enabled && settings.profitbase.base_url && settings.profitbase.api_key)
  return Boolean(settings.price_list_url?.enabled && settings.price_list_url.url)
}

/** The connectors to run now: switched on, filled in, and their interval passed since their last run. */
export function dueConnectors(settings: SyncSettings, runs: RunsState, now: number): ConnectorName[] {
  return CONNECTORS.filter((name) => {
    if (!configured(settings, name)) return false
    const last = runs[name]?.last?.at
    const every = Math.max(1, settings[name]?.interval ?? 15) * 60_000
    // A little slack: the queue looks every minute, and a run due at 15:00:00.2 must not wait until 15:01.
    return !last || now - Date.parse(last) >= every - 5_000
  })
}

/** One line for the dashboard: what the last run did, in Russian. */
export function runSummary(counts: ImportCounts | null, outcome: Pick<ImportOutcome, 'status'> | null): string {
  if (!counts) return 'Изменений нет'
  if (outcome?.status === 'awaiting') return `Ждёт подтверждения в «Импортах прайса»: ${counts.guarded} изменений под проверкой`
  const parts = [
    counts.price_changes > 0 && `цен изменено: ${counts.price_changes}`,
    counts.status_changes > 0 && `статусов изменено: ${counts.status_changes}`,
    counts.unknown > 0 && `неизвестных кодов: ${counts.unknown}`,
    counts.errors > 0 && `строк с ошибками: ${counts.errors}`,
    counts.conflicts > 0 && `конфликтов с бронями сайта: ${counts.conflicts}`,
  ].filter(Boolean)
  return parts.length > 0 ? parts.join(', ') : 'Изменений нет'
}

async function settingsRow(payload: Payload): Promise<{ id: number; settings: SyncSettings; runs: RunsState } | null> {
  const db = sqlDatabase(payload)
  const t = db.table(TABLE)
  const [row] = await db.select({ id: t.id, runs: t.runs }).from(t)
  if (!row) return null
  const settings = (await payload.findGlobal({ slug: GLOBAL, depth: 0, overrideAccess: true })) as unknown as SyncSettings
  const runs = typeof row.runs === 'string' ? (JSON.parse(row.runs) as RunsState) : ((row.runs as RunsState | null) ?? {})
  return { id: Number(row.id), settings, runs }
}

/** Takes the lease on the settings row; false when another instance holds it. */
async function takeLease(payload: Payload, id: number, token: string, now: number): Promise<boolean> {
  const db = sqlDatabase(payload)
  const t = db.table(TABLE)
  const nowIso = new Date(now).toISOString()
  const taken = await db
    .update(t)
    .set({ lease_until: new Date(now + LEASE_MS).toISOString(), lease_token: token })
    .where(sql`${t.id} = ${id} and (${t.lease_until} is null or ${t.lease_until} < ${nowIso})`)
    .returning({ id: t.id })
  return taken.length > 0
}

async function releaseLease(payload: Payload, id: number, token: string): Promise<void> {
  const db = sqlDatabase(payload)
  const t = db.table(TABLE)
  await db
    .update(t)
    .set({ lease_until: null, lease_token: null })
    .where(sql`${t.id} = ${id} and ${t.lease_token} = ${token}`)
}

/**
 * Writes one connector's state (the other's is read again first: it may have been written meanwhile), through
 * the given transaction's queries when it is part of an import.
 */
async function saveState(payload: Payload, id: number, name: ConnectorName, state: ConnectorState, tx?: Tx): Promise<void> {
  const db = sqlDatabase(payload)
  const q = tx ?? db
  const t = db.table(TABLE)
  const [row] = await q
    .select({ runs: t.runs })
    .from(t)
    .where(sql`${t.id} = ${id}`)
  const runs = typeof row?.runs === 'string' ? (JSON.parse(row.runs) as RunsState) : ((row?.runs as RunsState | null) ?? {})
  await q
    .update(t)
    .set({ runs: { ...runs, [name]: state } })
    .where(sql`${t.id} = ${id}`)
}

type Pulled = { result: PullResult | null; next: Omit<ConnectorState, 'last'> }

/** How a run calls out: the fetch to use and the least gap between requests (tests and benchmarks narrow it). */
export interface CallOptions {
  fetch?: typeof fetch
  minIntervalMs?: number
  backoffMs?: number
}

async function pull(name: ConnectorName, settings: SyncSettings, state: ConnectorState, now: number, call: CallOptions): Promise<Pulled> {
  if (name === 'profitbase') {
    const p = settings.profitbase!
    const client = profitbaseClient({ baseUrl: p.base_url!, apiKey: p.api_key! }, call)
    const result = await pullProfitbase(client, state.cursor ?? null, now)
    // A partial pull that found nothing changed imports nothing: no record, no event.
    const empty = result.mode === 'partial' && result.rows.length === 0 && result.errors.length === 0
    return { result: empty ? null : result, next: { cursor: result.cursor } }
  }
  const p = settings.price_list_url!
  const result = await pullPriceListUrl({ url: p.url!, token: p.token, list: p.list ?? 'partial' }, state.validators, {
    fetch: call.fetch,
    backoffMs: call.backoffMs,
  })
  return result.notModified
    ? { result: null, next: { validators: result.validators } }
    : { result, next: { validators: result.validators } }
}

/** Runs one connector through the import engine and records its result. */
async function runConnector(
  payload: Payload,
  id: number,
  name: ConnectorName,
  settings: SyncSettings,
  runs: RunsState,
  now: number,
  call: CallOptions,
) {
  const started = Date.now()
  const state = runs[name] ?? {}
  let run: ConnectorRun
  try {
    const { result, next } = await pull(name, settings, state, now, call)
    if (!result) {
      run = {
        at: new Date(now).toISOString(),
        ok: true,
        message: 'Изменений нет',
        counts: null,
        importId: null,
        durationMs: Date.now() - started,
      }
      await saveState(payload, id, name, { ...state, ...next, last: run })
      return run
    }
    const planned = await planImport(
      payload,
      result.rows,
      { mode: result.mode, source: { kind: 'connector', name: CONNECTOR_TITLES[name] }, errors: result.errors },
      now,
    )
    let moved = false
    const outcome = await applyImport(payload, planned.id, {
      now,
      // The cursor moves in the import's own transaction: an apply that fails asks the same changes again.
      beforeCommit: async (tx) => {
        await saveState(payload, id, name, { ...state, ...next }, tx)
        moved = true
      },
    })
    run = {
      at: new Date(now).toISOString(),
      ok: true,
      message: runSummary(outcome.counts, outcome),
      counts: outcome.counts,
      importId: outcome.id,
      durationMs: Date.now() - started,
    }
    await saveState(payload, id, name, { ...state, ...(moved || outcome.status === 'awaiting' ? next : {}), last: run })
  } catch (error) {
    const message =
      error instanceof ConnectorError ? error.message : `Запуск не удался: ${error instanceof Error ? error.message : String(error)}`
    if (!(error instanceof ConnectorError)) log.error({ err: error, connector: name }, 'catalogue connector failed')
    run = { at: new Date(now).toISOString(), ok: false, message, counts: null, importId: null, durationMs: Date.now() - started }
    await saveState(payload, id, name, { ...state, last: run })
  }
  return run
}

/**
 * Runs the connectors that are due, one instance at a time. Returns what each run did (none when nothing was
 * due or another instance holds the lease).
 */
export async function runDueConnectors(
  payload: Payload,
  options: { now?: number; only?: ConnectorName[] } & CallOptions = {},
): Promise<Partial<Record<ConnectorName, ConnectorRun>>> {
  const now = options.now ?? Date.now()
  const row = await settingsRow(payload)
  if (!row) return {}
  const due = options.only ? options.only.filter((name) => configured(row.settings, name)) : dueConnectors(row.settings, row.runs, now)
  if (due.length === 0) return {}
  const token = randomUUID()
  if (!(await takeLease(payload, row.id, token, now))) return {}
  const results: Partial<Record<ConnectorName, ConnectorRun>> = {}
  try {
    const call: CallOptions = { fetch: options.fetch, minIntervalMs: options.minIntervalMs, backoffMs: options.backoffMs }
    for (const name of due) results[name] = await runConnector(payload, row.id, name, row.settings, row.runs, now, call)
  } finally {
    await releaseLease(payload, row.id, token)
  }
  return results
}

/** The last run of each connector, for the dashboard. */
export async function lastRuns(payload: Payload): Promise<Partial<Record<ConnectorName, ConnectorRun>>> {
  const row = await settingsRow(payload)
  if (!row) return {}
  return Object.fromEntries(CONNECTORS.flatMap((name) => (row.runs[name]?.last ? [[name, row.runs[name]!.last!]] : [])))
}

export { ConnectorError }
