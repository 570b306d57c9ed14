import type { DeliveryRecord } from './record'

/**
 * A refusal a sink explains to the worker: whether a later attempt can succeed, and how long the destination
 * asked us to wait. Any other error a sink throws counts as retryable with the usual backoff.
 */
export class DeliveryError extends Error {
  readonly retryable: boolean
  readonly retryAfterMs: number | undefined

  constructor(message: string, options: { retryable: boolean; retryAfterMs?: number }) {
    super(message)
    this.name = 'DeliveryError'
    this.retryable = options.retryable
    this.retryAfterMs = options.retryAfterMs
  }
}

/** Identifies our site to a CRM (Bitrix24 ORIGINATOR_ID, amoCRM source_uid prefix). */
export const ORIGINATOR_ID = 'novaya-zarya-site'

/** Outgoing requests to a CRM give up after this long: the row is retried later. */
export const CRM_TIMEOUT_MS = 15_000

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined
  const trimmed = header.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000
  const date = Date.parse(trimmed)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** Why a request failed before any answer, in a few words (never the URL: a Bitrix24 webhook URL holds its secret). */
export function describeNetworkError(error: unknown, timeoutMs: number): string {
  const name = (error as { name?: string })?.name
  if (name === 'TimeoutError' || name === 'AbortError') return `нет ответа за ${timeoutMs / 1000} с`
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause
  return cause?.code ?? cause?.message ?? String((error as Error)?.message ?? error)
}

const shorten = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/**
 * The outcome of a CRM's non-2xx answer: 429 waits as `Retry-After` says, 408 and 5xx are an outage to retry,
 * any other 4xx is a refusal no retry changes (wrong token, bad field), worded for «Ошибки доставки».
 */
export function httpFailure(options: {
  crm: string
  status: number
  detail: string
  retryAfter: string | null
  hint?: string
  /** A rate limit answered with another status (Bitrix24's 503 QUERY_LIMIT_EXCEEDED). */
  limited?: boolean
  now?: number
  /** The words of a refusal and an outage, for a service that is not a CRM taking a lead (Metrica: feminine). */
  words?: { refused: string; down: string }
}): DeliveryError {
  const { crm, status } = options
  const detail = shorten(options.detail)
  const wait = retryAfterMs(options.retryAfter, options.now)
  if (status === 429 || options.limited) {
    const seconds = wait === undefined ? '' : ` ${Math.ceil(wait / 1000)} с`
    return new DeliveryError(`${crm} просит подождать${seconds} (HTTP ${status})`, { retryable: true, retryAfterMs: wait })
  }
  if (status === 408 || status >= 500)
    return new DeliveryError(`${crm} ${options.words?.down ?? 'недоступен'}: HTTP ${status}${detail ? ` ${detail}` : ''}`, {
      retryable: true,
      retryAfterMs: wait,
    })
  const reason = [options.hint, detail].filter(Boolean).join(' — ')
  return new DeliveryError(`${crm} ${options.words?.refused ?? 'отклонил лид'}: ${reason || 'без объяснения'} (HTTP ${status})`, {
    retryable: false,
  })
}

/** Reads a JSON answer; a body that is not JSON (a proxy's HTML error page) becomes its text. */
export async function readJson(response: Response): Promise<{ json: unknown; text: string }> {
  const text = await response.text().catch(() => '')
  try {
    return { json: text ? (JSON.parse(text) as unknown) : null, text }
  } catch {
    return { json: null, text }
  }
}

/** What the CRMs need of a lead, read from the record's data (the same data the webhook sends). */
export interface CrmLead {
  id: number
  type: string
  typeLabel: string
  name: string | null
  phone: string | null
  email: string | null
  comment: string | null
  propertyLabel: string | null
  programLabel: string | null
  price: number | null
  pageUrl: string | null
  createdAt: string | null
  utm: Partial<Record<'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_content' | 'utm_term', string>>
  /** The ad click, the Metrica ClientID, the landing page and the referrer of the winning visit. */
  yclid: string | null
  gclid: string | null
  clientId: string | null
  landingPage: string | null
  referrer: string | null
  /** A booking's hold: its deadline and how many times a manager changed it (0: never). */
  holdUntil: string | null
  holdVersion: number
  /** The CRMs' own ids of this lead, by sink name (`amocrm` → the deal's id). */
  crmRefs: Record<string, number>
}

/** 'amocrm:10001,bitrix24:55' as a map; anything unreadable is left out. */
export function parseCrmRefs(value: unknown): Record<string, number> {
  if (typeof value !== 'string') return {}
  return Object.fromEntries(
    value
      .split(',')
      .map((pair) => pair.split(':'))
      .filter(([name, id]) => name && /^\d+$/.test(id ?? ''))
      .map(([name, id]) => [name!, Number(id)]),
  )
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

export function crmLead(record: DeliveryRecord): CrmLead {
  const data = record.data
  const property = data.property as { price?: unknown } | null
  const program = data.mortgage_program as { label?: unknown } | null
  const price = typeof data.booked_price === 'number' ? data.booked_price : typeof property?.price === 'number' ? property.price : null
  const utm = Object.fromEntries(Object.entries((data.utm as Record<string, unknown>) ?? {}).filter(([, value]) => text(value)))
  const attribution = (data.attribution ?? {}) as Record<string, unknown>
  return {
    id: record.id,
    type: String(data.type ?? ''),
    typeLabel: text(data.type_label) ?? 'Заявка',
    name: text(data.name),
    phone: text(data.phone),
    email: text(data.email),
    comment: text(data.comment),
    propertyLabel: text(data.property_label),
    programLabel: text(program?.label),
    price,
    pageUrl: text(data.page_url),
    createdAt: text(data.created_at),
    utm: utm as CrmLead['utm'],
    yclid: text(attribution.yclid),
    gclid: text(attribution.gclid),
    clientId: text(attribution.client_id) ?? text(data.client_id),
    landingPage: text(attribution.landing_page),
    referrer: text(attribution.referrer),
    holdUntil: text(data.hold_until),
    holdVersion: typeof data.hold_version === 'number' ? data.hold_version : Number(data.hold_version) || 0,
    crmRefs: parseCrmRefs(data.crm_refs),
  }
}

/** 'Бронирование: Квартира № 112, … (код NZ-1-112)' — the request type and what it is about. */
export function crmLeadTitle(lead: CrmLead): string {
  const subject = lead.propertyLabel ?? lead.programLabel
  return subject ? `${lead.typeLabel}: ${subject}` : `${lead.typeLabel} с сайта ЖК «Новая Заря»`
}

/** The line that names our lead inside a CRM's free text, so a retry can find what an earlier attempt wrote. */
export function crmMarker(id: number): string {
  return `Заявка на сайте: ${ORIGINATOR_ID}#${id}`
}

/** The people-readable details a CRM has no field for: property, programme, booking terms, comment, page. */
export function crmComment(record: DeliveryRecord): string {
  const skip = new Set(['Имя', 'Телефон', 'E-mail', 'Номер заявки'])
  const lines = record.lines.filter((line) => !skip.has(line.label)).map(({ label, value }) => `${label}: ${value}`)
  return [...lines, crmMarker(record.id)].join('\n')
}
