import {
  CRM_TIMEOUT_MS,
  crmComment,
  crmLead,
  crmLeadTitle,
  crmMarker,
  DeliveryError,
  describeNetworkError,
  httpFailure,
  ORIGINATOR_ID,
  readJson,
} from './crm'
import { holdChangeText, holdMarker, isHoldChange } from './hold-update'
import type { DeliveryRecord } from './record'
import type { Sink } from './sinks'

/** What a repeat buyer's request becomes: a comment in the timeline of their existing lead, or a lead of its own. */
export type Bitrix24Duplicates = 'comment' | 'new'

export interface Bitrix24Options {
  /** The incoming webhook, `https://<portal>/rest/<user>/<token>/` (the token is a secret: never logged). */
  webhookUrl: string
  /** «Источник» of the lead (SOURCE_ID, e.g. WEB or a custom status id). */
  sourceId?: string
  /** The responsible user (ASSIGNED_BY_ID). */
  assignedById?: number
  duplicates?: Bitrix24Duplicates
  timeoutMs?: number
  fetch?: typeof fetch
  now?: () => number
}

const CRM = 'Битрикс24'

/** Russian hints for the refusals a sales team can fix itself. */
const HINTS: Record<number, string> = {
  401: 'неверный адрес вебхука («Интеграции с CRM» или BITRIX24_WEBHOOK_URL)',
  403: 'у вебхука нет прав на CRM',
  404: 'метод не найден: проверьте адрес вебхука',
}

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

/** The `fields` of crm.lead.add for a record: exported so the README table and the tests read one source. */
export function bitrix24LeadFields(
  record: DeliveryRecord,
  options: Pick<Bitrix24Options, 'sourceId' | 'assignedById'> & { repeatOf?: number[] } = {},
): Record<string, unknown> {
  const lead = crmLead(record)
  const comments = [
    ...(options.repeatOf?.length ? [`Повторное обращение: лиды ${options.repeatOf.join(', ')}`] : []),
    crmComment(record),
  ].join('\n')
  const fields: Record<string, unknown> = {
    TITLE: crmLeadTitle(lead),
    NAME: lead.name ?? undefined,
    PHONE: lead.phone ? [{ VALUE: lead.phone, VALUE_TYPE: 'WORK' }] : undefined,
    EMAIL: lead.email ? [{ VALUE: lead.email, VALUE_TYPE: 'WORK' }] : undefined,
    COMMENTS: comments,
    ORIGINATOR_ID,
    ORIGIN_ID: String(lead.id),
    SOURCE_ID: options.sourceId,
    SOURCE_DESCRIPTION: lead.pageUrl ?? undefined,
    ASSIGNED_BY_ID: options.assignedById,
    OPPORTUNITY: lead.price ?? undefined,
    CURRENCY_ID: lead.price === null ? undefined : 'RUB',
    OPENED: 'Y',
  }
  for (const key of UTM_FIELDS) if (lead.utm[key]) fields[key.toUpperCase()] = lead.utm[key]
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined))
}

/**
 * Bitrix24 through an incoming webhook. Exactly once: the lead carries ORIGINATOR_ID + ORIGIN_ID (our id), and
 * every attempt first asks crm.lead.list for them, so an attempt whose answer was lost never adds a second lead.
 * A known phone (crm.duplicate.findbycomm) turns the request into a timeline comment on the buyer's latest lead
 * when `duplicates` is 'comment' (found again by its marker line on a retry), or a new lead noting the earlier ones.
 * Subscribers are not leads: they are accepted without a call.
 */
export function bitrix24Sink(options: Bitrix24Options): Sink {
  const base = options.webhookUrl.endsWith('/') ? options.webhookUrl : `${options.webhookUrl}/`
  const send = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? CRM_TIMEOUT_MS
  const now = options.now ?? Date.now
  const duplicates = options.duplicates ?? 'comment'

  async function call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    let response: Response
    try {
      response = await send(`${base}${method}.json`, {
        method: 'POST',
        body: JSON.stringify(params),
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'novaya-zarya-lead-outbox/1' },
      })
    } catch (error) {
      throw new DeliveryError(`${CRM} не ответил: ${describeNetworkError(error, timeoutMs)}`, { retryable: true })
    }
    const { json, text } = await readJson(response)
    const body = (json ?? {}) as { result?: T; error?: string; error_description?: string }
    if (response.ok && !body.error && 'result' in body) return body.result as T
    const detail = body.error_description || body.error || text
    // The portal's request limit answers 503 QUERY_LIMIT_EXCEEDED: a rate limit (its bucket drains in about a
    // second), not an outage.
    const limited = body.error === 'QUERY_LIMIT_EXCEEDED'
    const retryAfter = response.headers.get('retry-after') ?? (limited ? '1' : null)
    const status = response.ok ? 400 : response.status
    throw httpFailure({ crm: CRM, status, detail, retryAfter, limited, hint: HINTS[status], now: now() })
  }

  /** Comments on a lead, newest first: an earlier attempt's comment is on the first page however long the timeline is. */
  const hasComment = async (leadId: number, marker: string) => {
    const comments = await call<{ COMMENT?: string }[]>('crm.timeline.comment.list', {
      filter: { ENTITY_ID: leadId, ENTITY_TYPE: 'lead' },
      select: ['ID', 'COMMENT'],
      order: { ID: 'DESC' },
    })
    return comments.some((comment) => (comment.COMMENT ?? '').split('\n').includes(marker))
  }

  /** A manager's hold change: the lead's amount and comments follow it, and its timeline says what changed, once. */
  const tellHoldChange = async (leadId: number, record: DeliveryRecord) => {
    const lead = crmLead(record)
    const fields = bitrix24LeadFields(record)
    await call('crm.lead.update', { id: leadId, fields: { COMMENTS: fields.COMMENTS, OPPORTUNITY: fields.OPPORTUNITY } })
    if (await hasComment(leadId, holdMarker(lead))) return
    const updatedAt = typeof record.data.updated_at === 'string' ? record.data.updated_at : null
    await call('crm.timeline.comment.add', { fields: { ENTITY_ID: leadId, ENTITY_TYPE: 'lead', COMMENT: holdChangeText(lead, updatedAt) } })
  }

  return {
    name: 'bitrix24',
    async deliver(record) {
      if (record.collection !== 'leads') return
      const existing = await call<{ ID: string }[]>('crm.lead.list', {
        filter: { ORIGINATOR_ID, ORIGIN_ID: String(record.id) },
        select: ['ID'],
      })
      if (existing.length > 0) {
        const lead = crmLead(record)
        if (isHoldChange(lead)) await tellHoldChange(Number(existing[0]!.ID), record)
        return
      }

      const phone = typeof record.data.phone === 'string' && record.data.phone ? record.data.phone : null
      let repeatOf: number[] = []
      if (phone) {
        // Answers `[]` when nothing matched and `{ LEAD: [ids] }` otherwise.
        const found = await call<{ LEAD?: (number | string)[] } | []>('crm.duplicate.findbycomm', {
          entity_type: 'LEAD',
          type: 'PHONE',
          values: [phone],
        })
        repeatOf = (Array.isArray(found) ? [] : (found.LEAD ?? [])).map(Number).filter(Number.isFinite)
      }

      if (repeatOf.length > 0 && duplicates === 'comment') {
        const target = Math.max(...repeatOf)
        if (await hasComment(target, crmMarker(record.id))) return
        const lead = crmLead(record)
        const who = [lead.name, lead.phone, lead.email].filter(Boolean).join(', ')
        await call('crm.timeline.comment.add', {
          fields: {
            ENTITY_ID: target,
            ENTITY_TYPE: 'lead',
            COMMENT: [`Повторная заявка с сайта: ${crmLeadTitle(lead)}`, who, crmComment(record)].filter(Boolean).join('\n'),
          },
        })
        return
      }

      await call('crm.lead.add', {
        fields: bitrix24LeadFields(record, { sourceId: options.sourceId, assignedById: options.assignedById, repeatOf }),
        params: { REGISTER_SONET_EVENT: 'Y' },
      })
    },
  }
}
