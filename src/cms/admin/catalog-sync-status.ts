import type { Payload } from 'payload'

import { countRu } from '../../lib/plural'

/** What a scheduled pull leaves on the «Синхронизация каталога» global (features/catalog-sync/connectors/runs.ts). */
export interface SyncRun {
  at: string
  ok: boolean
  message: string
}
type Runs = Partial<Record<'profitbase' | 'price_list_url', { last?: SyncRun }>>
type Settings = { profitbase?: { enabled?: boolean | null } | null; price_list_url?: { enabled?: boolean | null } | null; runs?: unknown }

const TITLES = { profitbase: 'Profitbase', price_list_url: 'Прайс-лист по ссылке' } as const

/** «4 мин назад», «2 ч назад», «вчера»: how long ago a run was, as the team says it. */
export function agoRu(at: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 60_000))
  if (minutes < 1) return 'только что'
  if (minutes < 60) return `${minutes}\u00a0мин назад`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours}\u00a0ч назад`
  return `${countRu(Math.round(hours / 24), ['день', 'дня', 'дней'])} назад`
}

/** The dashboard's lines about the catalogue's connectors: one per connector switched on. */
export function syncStatusLines(settings: Settings | null, now = new Date()): { text: string; ok: boolean }[] {
  if (!settings) return []
  const runs = (typeof settings.runs === 'object' && settings.runs ? settings.runs : {}) as Runs
  return (Object.keys(TITLES) as (keyof typeof TITLES)[])
    .filter((name) => settings[name]?.enabled)
    .map((name) => {
      const last = runs[name]?.last
      if (!last) return { text: `${TITLES[name]}: ещё не запускался`, ok: true }
      const when = agoRu(last.at, now)
      return last.ok
        ? { text: `${TITLES[name]}: обновлено ${when} — ${last.message}`, ok: true }
        : { text: `${TITLES[name]}: ошибка ${when} — ${last.message}`, ok: false }
    })
}

/** Reads the connectors' settings and last runs for the dashboard. */
export async function readSyncStatus(payload: Payload, now = new Date()) {
  const settings = (await payload.findGlobal({ slug: 'catalog-sync', depth: 0, overrideAccess: true })) as Settings
  return syncStatusLines(settings, now)
}
