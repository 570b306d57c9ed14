import { moduleLogger } from '@/server/log'

import {
  CRM_TIMEOUT_MS,
  crmComment,
  crmLead,
  type CrmLead,
  crmLeadTitle,
  DeliveryError,
  describeNetworkError,
  httpFailure,
  ORIGINATOR_ID,
  readJson,
} from './crm'
import { holdChangeText, holdMarker, isHoldChange } from './hold-update'
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
  /** The responsible user of the new deal. */
  responsibleUserId?: number
  /** How the entries are signed in «Неразобранное» (AMOCRM_SOURCE_NAME by default). */
  sourceName?: string
  /** Keeps the id of the deal a lead became (crm_refs), so a later hold change is a note on it. */
  remember?: (leadId: number, dealId: number) => Promise<void>
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
  401: 'неверный или просроченный токен («Интеграции с CRM» или AMOCRM_TOKEN)',
  402: 'аккаунт amoCRM не оплачен',
  403: 'у токена нет доступа к неразобранному',
  404: 'адрес аккаунта не найден («Интеграции с CRM» или AMOCRM_BASE_URL)',
}

const UTM_CODES = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

/** The tracking fields amoCRM keeps on every deal besides UTM (field_code YCLID, GCLID, _YM_UID, REFERRER). */
const trackingFields = (lead: CrmLead) =>
  (
    [
      ['YCLID', lead.yclid],
      ['GCLID', lead.gclid],
      ['_YM_UID', lead.clientId],
      ['REFERRER', lead.referrer],
    ] as const
  )
    .filter(([, value]) => value)
    .map(([code, value]) => ({ field_code: code, values: [{ value: value! }] }))

/** Our lead id as amoCRM's `source_uid`: unsorted refuses a second entry with the same one. */
export const amoSourceUid = (id: number) => `${ORIGINATOR_ID}-lead-${id}`

const unix = (iso: string | null, fallback: number) => {
  const ms = iso ? Date.parse(iso) : NaN
  return Math.floor((Number.isNaN(ms) ? fallback : ms) / 1000)
}

/** One element of the POST body of /api/v4/leads/unsorted/forms for a record. */
export function amoUnsortedForm(
  record: DeliveryRecord,
  options: { pipelineId?: number; responsibleUserId?: number; sourceName?: string; siteUrl?: string; now: number },
): Record<string, unknown> {
  const lead = crmLead(record)
  const sentAt = unix(lead.createdAt, options.now)
  const contactFields = [
    lead.phone ? { field_code: 'PHONE', values: [{ value: lead.phone, enum_code: 'WORK' }] } : null,
    lead.email ? { field_code: 'EMAIL', values: [{ value: lead.email, enum_code: 'WORK' }] } : null,
  ].filter(Boolean)
  // The tracking fields amoCRM keeps on every deal (field_code UTM_SOURCE …).
  const leadFields = [
    ...UTM_CODES.filter((key) => lead.utm[key]).map((key) => ({
      field_code: key.toUpperCase(),
      values: [{ value: lead.utm[key] }],
    })),
    ...trackingFields(lead),
  ]
  return {
    source_name: options.sourceName || AMOCRM_SOURCE_NAME,
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
          ...(options.responsibleUserId ? { responsible_user_id: options.responsibleUserId } : {}),
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

  /** A refusal or an outage, worded for «Ошибки доставки». */
  const failure = (response: Response, json: unknown, text: string) => {
    const problem = (json ?? {}) as Problem
    const details = validationErrors(problem).map((error) => [error.path, error.detail].filter(Boolean).join(': '))
    const detail = details.length ? details.join('; ') : problem.detail || problem.title || text
    return httpFailure({
      crm: CRM,
      status: response.status,
      detail,
      retryAfter: response.headers.get('retry-after'),
      hint: HINTS[response.status],
      now: now(),
    })
  }

  /** A manager's hold change as a note on the deal, once: a retry finds the note an earlier attempt added. */
  const tellHoldChange = async (record: DeliveryRecord, lead: CrmLead, dealId: number) => {
    let listed: Response
    try {
      listed = await send(`${base}/api/v4/leads/${dealId}/notes?filter[note_type]=common&order[id]=desc&limit=50`, {
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { authorization: `Bearer ${options.token}`, 'user-agent': 'novaya-zarya-lead-outbox/1' },
      })
    } catch (error) {
      throw new DeliveryError(`${CRM} не ответил: ${describeNetworkError(error, timeoutMs)}`, { retryable: true })
    }
    const page = await readJson(listed)
    if (!listed.ok) throw failure(listed, page.json, page.text)
    const notes = (page.json as { _embedded?: { notes?: { params?: { text?: string } }[] } } | null)?._embedded?.notes ?? []
    if (notes.some((note) => (note.params?.text ?? '').split('\n').includes(holdMarker(lead)))) return
    const updatedAt = typeof record.data.updated_at === 'string' ? record.data.updated_at : null
    const response = await post('/api/v4/leads/notes', [
      { entity_id: dealId, note_type: 'common', params: { text: holdChangeText(lead, updatedAt) } },
    ])
    const added = await readJson(response)
    if (!response.ok) throw failure(response, added.json, added.text)
  }

  return {
    name: 'amocrm',
    async deliver(record) {
      if (record.collection !== 'leads') return
      const lead = crmLead(record)
      const dealId = lead.crmRefs.amocrm
      if (isHoldChange(lead) && dealId) return tellHoldChange(record, lead, dealId)
      const response = await post('/api/v4/leads/unsorted/forms', [
        amoUnsortedForm(record, {
          pipelineId: options.pipelineId,
          responsibleUserId: options.responsibleUserId,
          sourceName: options.sourceName,
          siteUrl: options.siteUrl,
          now: now(),
        }),
      ])
      const { json, text } = await readJson(response)
      if (response.ok) {
        const created = json as { _embedded?: { unsorted?: { _embedded?: { leads?: { id?: number }[] } }[] } } | null
        const leadId = created?._embedded?.unsorted?.[0]?._embedded?.leads?.[0]?.id
        if (typeof leadId === 'number') {
          await options
            .remember?.(record.id, leadId)
            .catch((error: unknown) =>
              warn(
                { id: record.id, crm: 'amocrm', lead_id: leadId, error: String((error as Error).message) },
                'the amoCRM deal id was not kept',
              ),
            )
          await addNote(record, leadId)
        }
        return
      }
      if (response.status === 400 && isDuplicate((json ?? {}) as Problem)) {
        // Our lead is there already. A hold change needs the deal's id, which only the first answer gave.
        if (isHoldChange(lead))
          throw new DeliveryError(
            `${CRM}: номер сделки заявки ${record.id} неизвестен (ответ на её создание потерялся) — внесите изменение брони в сделку вручную`,
            { retryable: false },
          )
        return
      }
      throw failure(response, json, text)
    },
  }
}
