import type { Payload } from 'payload'

import { conversionLeads, offlineConversionsCsv, offlineGoal } from '@/features/cms-runtime'
import { moduleLogger } from '@/server/log'

import { CRM_TIMEOUT_MS, describeNetworkError, httpFailure, readJson } from './crm'
import { readCrmSettings } from './settings'

const log = moduleLogger('delivery')
const CRM = 'Яндекс Метрика'
export const METRIKA_API = 'https://api-metrika.yandex.net'

const HINTS: Record<number, string> = {
  401: 'неверный или просроченный OAuth-токен',
  403: 'у токена нет доступа к счётчику (нужно право metrika:write)',
  404: 'счётчик не найден',
}

export interface MetrikaOptions {
  counterId: string
  token: string
  /** The management API's address (a local fake in tests). */
  baseUrl?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

const request = async (options: MetrikaOptions, path: string, init: RequestInit = {}) => {
  const timeoutMs = options.timeoutMs ?? CRM_TIMEOUT_MS
  try {
    return await (options.fetch ?? fetch)(`${(options.baseUrl ?? METRIKA_API).replace(/\/+$/, '')}${path}`, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { authorization: `OAuth ${options.token}`, 'user-agent': 'novaya-zarya-lead-outbox/1' },
    })
  } catch (error) {
    throw new Error(`${CRM} не ответила: ${describeNetworkError(error, timeoutMs)}`)
  }
}

const refusal = async (response: Response) => {
  const { json, text } = await readJson(response)
  const body = (json ?? {}) as { message?: string; errors?: { message?: string }[] }
  const detail = body.errors?.map((error) => error.message).join('; ') || body.message || text
  return httpFailure({
    crm: CRM,
    status: response.status,
    detail,
    retryAfter: response.headers.get('retry-after'),
    hint: HINTS[response.status],
    words: { refused: 'отклонила запрос', down: 'недоступна' },
  })
}

/** Uploads one offline conversions file (POST …/offline_conversions/upload?client_id_type=CLIENT_ID, multipart `file`). */
export async function uploadOfflineConversions(options: MetrikaOptions, csv: string): Promise<{ id: number | null; lines: number | null }> {
  const form = new FormData()
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'offline-conversions.csv')
  const response = await request(
    options,
    `/management/v1/counter/${encodeURIComponent(options.counterId)}/offline_conversions/upload?client_id_type=CLIENT_ID`,
    { method: 'POST', body: form },
  )
  if (!response.ok) throw await refusal(response)
  const { json } = await readJson(response)
  const uploading = (json as { uploading?: { id?: number; line_quantity?: number } } | null)?.uploading
  return { id: uploading?.id ?? null, lines: uploading?.line_quantity ?? null }
}

/** «Проверить подключение» for Metrica: the counter must be readable with the token. */
export async function checkMetrika(options: MetrikaOptions): Promise<string> {
  const response = await request(options, `/management/v1/counter/${encodeURIComponent(options.counterId)}`)
  if (!response.ok) throw await refusal(response)
  const { json } = await readJson(response)
  const name = (json as { counter?: { name?: string } } | null)?.counter?.name
  return `Метрика ответила: счётчик ${options.counterId}${name ? ` «${name}»` : ''} доступен, загрузка офлайн-конверсий возможна`
}

/** The counter and token the settings give for the upload, or why there are none. */
export function metrikaTarget(
  settings: Awaited<ReturnType<typeof readCrmSettings>>,
  fallbackCounter: string | null | undefined,
): MetrikaOptions | string {
  const counterId = (settings.metrika?.counter_id || fallbackCounter || '').trim()
  if (!/^\d{1,12}$/.test(counterId)) return 'не указан номер счётчика Метрики'
  if (!settings.metrika?.token) return 'не задан OAuth-токен Метрики'
  return { counterId, token: settings.metrika.token }
}

/**
 * The scheduled upload (jobs queue, hourly): when it is switched on, the sales not yet uploaded go to Metrica in
 * one file, and are marked uploaded only once Metrica accepted the file; a failed upload is tried again next hour.
 * What happened is kept in the global's `last_upload` for the admin.
 */
export async function runOfflineConversionsUpload(
  payload: Payload,
  options: Partial<MetrikaOptions> & { now?: () => number } = {},
): Promise<{ uploaded: number; skipped?: string; error?: string }> {
  const settings = await readCrmSettings(payload)
  if (!settings.metrika?.enabled) return { uploaded: 0, skipped: 'выключено' }
  const site = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })) as { metrika_counter_id?: string | null }
  const target = metrikaTarget(settings, site.metrika_counter_id)
  const record = (last_upload: Record<string, unknown>) =>
    payload.updateGlobal({ slug: 'crm-integrations', data: { last_upload }, depth: 0, overrideAccess: true })
  const at = new Date((options.now ?? Date.now)()).toISOString()
  if (typeof target === 'string') {
    await record({ at, ok: false, message: `Загрузка не выполнена: ${target}` })
    return { uploaded: 0, error: target }
  }
  const leads = await conversionLeads({ payload }, { and: [{ status: { equals: 'won' } }, { conversion_uploaded_at: { exists: false } }] })
  const { csv, ids } = offlineConversionsCsv(leads, offlineGoal(settings.metrika.goal), (options.now ?? Date.now)())
  if (ids.length === 0) return { uploaded: 0 }
  try {
    const result = await uploadOfflineConversions({ ...target, ...options }, csv)
    await payload.update({
      collection: 'leads',
      where: { id: { in: ids } },
      data: { conversion_uploaded_at: at },
      depth: 0,
      overrideAccess: true,
    })
    await record({ at, ok: true, message: `Загружено конверсий: ${ids.length}`, uploading_id: result.id })
    log.info({ uploaded: ids.length, uploading_id: result.id }, 'offline conversions uploaded to Metrica')
    return { uploaded: ids.length }
  } catch (error) {
    const message = String((error as Error)?.message ?? error)
    await record({ at, ok: false, message })
    log.warn({ error: message, conversions: ids.length }, 'offline conversions not uploaded; the next run tries again')
    return { uploaded: 0, error: message }
  }
}
