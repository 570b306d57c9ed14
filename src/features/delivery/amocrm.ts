import { moduleLogger } from '@/lib/log'

import {
  CRM_TIMEOUT_MS,
  crmComment,
  crmLead,
  crmLeadTitle,
  DeliveryError,
  describeNetworkError,
  httpFailure,
  ORIGINATOR_ID,
  readJson,
} from './crm'
import type { DeliveryRecord } from './record'
import type { Sink } from './sinks'

const log = moduleLogger('delivery')

export interface AmoCrmOptions {
  /** The account's address, `https://<subdomain>.amocrm.ru`. */
  baseUrl: string
  /** A long-lived token of a private integration (a secret: never logged). */
  token: string
  /** The pipeline whose «Неразобранное» receives the leads; the main pipeline without it. */
  pipelineId?: number
  /** The form page of a lead that has none (SITE_URL). */
  siteUrl?: string
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
  /** Where a note that could not be added is reported (the module's logger by default). */
  warn?: (fields: Record<string, unknown>, message: string) => void
}

const CRM = 'amoCRM'
export const AMOCRM_SOURCE_NAME = 'Сайт ЖК «Новая Заря»'

const HINTS: Record<number, string> = {
  401: 'неверный или просроченный токен (AMOCRM_TOKEN)',
  402: 'аккаунт amoCRM не оплачен',
  403: 'у токена нет доступа к неразобранному',
  404: 'адрес аккаунта не найден (AMOCRM_BASE_URL)',
}

const UTM_CODES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

/** Our lead id as amoCRM's `source_uid`: unsorted refuses a second entry with the same one. */
export const amoSourceUid = (id: number) => `${ORIGINATOR_ID}-lead-${id}`

const unix = (iso: string | null, fallback: number) => {
  const ms = iso ? Date.parse(iso) : NaN
  return Math.floor((Number.isNaN(ms) ? fallback : ms) / 1000)
}

/** One element of the POST body of /api/v4/leads/unsorted/forms for a record. */
export function amoUnsortedForm(
  record: DeliveryRecord,
  options: { pipelineId?: number; siteUrl?: string; now: number },
): Record<string, unknown> {
  const lead = crmLead(record)
  const sentAt = unix(lead.createdAt, options.now)
  const contactFields = [
    lead.phone ? { field_code: 'PHONE', values: [{ value: lead.phone, enum_code: 'WORK' }] } : null,
    lead.email ? { field_code: 'EMAIL', values: [{ value: lead.email, enum_code: 'WORK' }] } : null,
  ].filter(Boolean)
  // The tracking fields amoCRM keeps on every deal (field_code UTM_SOURCE …).
  const leadFields = UTM_CODES.filter((key) => lead.utm[key]).map((key) => ({
    field_code: key.toUpperCase(),
    values: [{ value: lead.utm[key] }],
  }))
  return {
    source_name: AMOCRM_SOURCE_NAME,
    source_uid: amoSourceUid(lead.id),
    ...(options.pipelineId ? { pipeline_id: options.pipelineId } : {}),
    created_at: sentAt,
    metadata: {
      form_id: lead.type || 'lead',
      form_name: lead.typeLabel,
      form_page: lead.pageUrl ?? options.siteUrl ?? '',
      form_sent_at: sentAt,
      ...(typeof record.data.ip === 'string' ? { ip: record.data.ip } : {}),
    },
    _embedded: {
      leads: [
        {
          name: crmLeadTitle(lead),
          ...(lead.price === null ? {} : { price: Math.round(lead.price) }),
          ...(leadFields.length ? { custom_fields_values: leadFields } : {}),
        },
      ],
      contacts: [
        {
          name: lead.name ?? lead.phone ?? lead.email ?? 'Покупатель с сайта',
          ...(contactFields.length ? { custom_fields_values: contactFields } : {}),
        },
      ],
    },
  }
}

type Problem = {
  title?: string
  detail?: string
  'validation-errors'?: { request_id?: string; errors?: { code?: string; path?: string; detail?: string }[] }[]
}

const validationErrors = (problem: Problem) => (problem['validation-errors'] ?? []).flatMap((entry) => entry.errors ?? [])

/** amoCRM refuses a second unsorted entry with the same source_uid: our lead is already there. */
function isDuplicate(problem: Problem): boolean {
  return validationErrors(problem).some(
    (error) =>
      /duplicate|exist|unique/i.test(`${error.code ?? ''} ${error.detail ?? ''}`) ||
      (/source_uid$/.test(error.path ?? '') && error.code !== 'FieldMissing'),
  )
}

/**
 * amoCRM through the unsorted forms API with a long-lived token. Exactly once: our lead id is the `source_uid`,
 * so a retry after a lost answer is refused as a duplicate — which counts as delivered. The details go in a note
 * on the new deal. Subscribers are skipped.
 */
export function amoCrmSink(options: AmoCrmOptions): Sink {
  const base = options.baseUrl.replace(/\/+$/, '')
  const send = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? CRM_TIMEOUT_MS
  const now = options.now ?? Date.now
  const warn = options.warn ?? ((fields, message) => log.warn(fields, message))

  const post = async (path: string, body: unknown) => {
    try {
      return await send(`${base}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          authorization: `Bearer ${options.token}`,
          'content-type': 'application/json',
          'user-agent': 'novaya-zarya-lead-outbox/1',
        },
      })
    } catch (error) {
      throw new DeliveryError(`${CRM} не ответил: ${describeNetworkError(error, timeoutMs)}`, { retryable: true })
    }
  }

  /**
   * The details unsorted has no field for (property, booking terms, the buyer's comment) as a note on the new deal.
   * Best effort: the deal is in already, and a retry would be refused as a duplicate without the deal's id.
   */
  const addNote = async (record: DeliveryRecord, leadId: number) => {
    try {
      const response = await post('/api/v4/leads/notes', [{ entity_id: leadId, note_type: 'common', params: { text: crmComment(record) } }])
      await response.text().catch(() => '')
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
    } catch (error) {
      warn({ id: record.id, crm: 'amocrm', lead_id: leadId, error: String((error as Error).message) }, 'the amoCRM note could not be added')
    }
  }

  return {
    name: 'amocrm',
    async deliver(record) {
      if (record.collection !== 'leads') return
      const response = await post('/api/v4/leads/unsorted/forms', [
        amoUnsortedForm(record, { pipelineId: options.pipelineId, siteUrl: options.siteUrl, now: now() }),
      ])
      const { json, text } = await readJson(response)
      if (response.ok) {
        const created = json as { _embedded?: { unsorted?: { _embedded?: { leads?: { id?: number }[] } }[] } } | null
        const leadId = created?._embedded?.unsorted?.[0]?._embedded?.leads?.[0]?.id
        if (typeof leadId === 'number') await addNote(record, leadId)
        return
      }
      const problem = (json ?? {}) as Problem
      if (response.status === 400 && isDuplicate(problem)) return
      const details = validationErrors(problem).map((error) => [error.path, error.detail].filter(Boolean).join(': '))
      const detail = details.length ? details.join('; ') : problem.detail || problem.title || text
      throw httpFailure({
        crm: CRM,
        status: response.status,
        detail,
        retryAfter: response.headers.get('retry-after'),
        hint: HINTS[response.status],
        now: now(),
      })
    },
  }
}
