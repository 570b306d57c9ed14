import { type Answer, type Fault, FakeHttpServer, type FakeOptions } from './fake-server'

/**
 * A local Bitrix24 portal for tests, after the public REST documentation: an incoming webhook at
 * `/rest/<user>/<token>/<method>.json` taking JSON, answering `{ result, time }` or `{ error, error_description }`.
 * It keeps leads and timeline comments in memory and serves crm.lead.add / crm.lead.update / crm.lead.list (filter by any field),
 * crm.duplicate.findbycomm (`[]` when nothing matches, `{ LEAD: [ids] }` otherwise), crm.timeline.comment.add
 * and crm.timeline.comment.list. Faults: 429 with Retry-After, a 503 outage page, a lost answer.
 */
export interface FakeBitrixLead {
  ID: string
  [field: string]: unknown
}

export interface FakeBitrixComment {
  ID: string
  ENTITY_ID: number
  ENTITY_TYPE: string
  COMMENT: string
}

const digits = (value: unknown) => String(value ?? '').replace(/\D/g, '')
const ok = (result: unknown): Answer => ({ status: 200, body: { result, time: { start: 0, finish: 0, duration: 0 } } })
const error = (status: number, code: string, description: string): Answer => ({
  status,
  body: { error: code, error_description: description },
})
const MULTIFIELD_TYPES = new Set(['WORK', 'MOBILE', 'HOME', 'FAX', 'PAGER', 'MAILING', 'OTHER'])

/** crm.lead.add refuses a PHONE or EMAIL that is not a list of { VALUE, VALUE_TYPE }. */
function badMultifield(value: unknown): boolean {
  if (value === undefined) return false
  if (!Array.isArray(value)) return true
  return value.some(
    (item) =>
      typeof item !== 'object' ||
      !item ||
      typeof (item as { VALUE?: unknown }).VALUE !== 'string' ||
      !MULTIFIELD_TYPES.has(String((item as { VALUE_TYPE?: unknown }).VALUE_TYPE)),
  )
}

export class FakeBitrix24 {
  readonly leads: FakeBitrixLead[] = []
  readonly comments: FakeBitrixComment[] = []
  /** Every call carried out: method and params. */
  readonly calls: { method: string; params: Record<string, unknown> }[] = []
  private readonly http: FakeHttpServer
  private nextId = 1

  constructor(
    private readonly token = 'k3y5ecret0token',
    options: FakeOptions = {},
  ) {
    this.http = new FakeHttpServer(options, (path, _request, body) => this.handle(path, body), FakeBitrix24.faultAnswer)
  }

  static faultAnswer(fault: Fault): Answer {
    if (fault.kind === 'rate-limit')
      return { ...error(429, 'QUERY_LIMIT_EXCEEDED', 'Too many requests'), headers: { 'retry-after': String(fault.retryAfterS) } }
    return { status: 503, body: '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>' }
  }

  /** The incoming webhook URL to configure. */
  get webhookUrl(): string {
    return `${this.http.url}/rest/1/${this.token}/`
  }

  async start(): Promise<this> {
    await this.http.start()
    return this
  }

  close(): Promise<void> {
    return this.http.close()
  }

  /** Adds a lead as a manager would (no ORIGIN_ID), e.g. a buyer's earlier call. */
  seedLead(fields: Record<string, unknown>): FakeBitrixLead {
    const lead = { ...fields, ID: String(this.nextId++) }
    this.leads.push(lead)
    return lead
  }

  private handle(path: string, body: unknown): Answer {
    const match = /^\/rest\/(\d+)\/([^/]+)\/([\w.]+?)(?:\.json)?$/.exec(path)
    if (!match || match[2] !== this.token) return error(401, 'INVALID_CREDENTIALS', 'Invalid request credentials')
    const method = match[3]!
    const params = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
    const answer = this.method(method, params)
    if (answer.status === 200) this.calls.push({ method, params })
    return answer
  }

  private method(method: string, params: Record<string, unknown>): Answer {
    switch (method) {
      case 'crm.lead.add': {
        const fields = params.fields as Record<string, unknown> | undefined
        if (!fields || typeof fields !== 'object') return error(400, '', 'Не заданы поля лида (fields)')
        for (const key of ['PHONE', 'EMAIL'])
          if (badMultifield(fields[key])) return error(400, '', `Поле ${key} должно быть списком { VALUE, VALUE_TYPE }`)
        if (fields.ASSIGNED_BY_ID !== undefined && !Number.isInteger(Number(fields.ASSIGNED_BY_ID)))
          return error(400, '', 'Неверный ответственный (ASSIGNED_BY_ID)')
        return ok(Number(this.seedLead(fields).ID))
      }
      case 'crm.lead.update': {
        const lead = this.leads.find((item) => item.ID === String(params.id))
        if (!lead) return error(400, '', 'Not found')
        const fields = (params.fields ?? {}) as Record<string, unknown>
        Object.assign(lead, fields, { ID: lead.ID })
        return ok(true)
      }
      case 'crm.lead.list': {
        const filter = (params.filter ?? {}) as Record<string, unknown>
        const rows = this.leads.filter((lead) => Object.entries(filter).every(([key, value]) => String(lead[key] ?? '') === String(value)))
        return { status: 200, body: { result: rows.map((lead) => ({ ID: lead.ID })), total: rows.length } }
      }
      case 'crm.duplicate.findbycomm': {
        if (params.type !== 'PHONE' && params.type !== 'EMAIL') return error(400, '', 'Parameter "type" is required.')
        const values = params.values
        if (!Array.isArray(values) || values.length === 0) return error(400, '', 'Parameter "values" is required.')
        if (values.length > 20) return error(400, '', 'Too many values: 20 at most.')
        const wanted = new Set(values.map((value) => (params.type === 'PHONE' ? digits(value) : String(value).toLowerCase())))
        const ids = this.leads
          .filter((lead) =>
            ((lead[params.type as string] as { VALUE: string }[] | undefined) ?? []).some((item) =>
              wanted.has(params.type === 'PHONE' ? digits(item.VALUE) : item.VALUE.toLowerCase()),
            ),
          )
          .map((lead) => Number(lead.ID))
          .slice(0, 20)
        return ok(ids.length ? { LEAD: ids } : [])
      }
      case 'crm.timeline.comment.add': {
        const fields = (params.fields ?? {}) as Record<string, unknown>
        const entityId = Number(fields.ENTITY_ID)
        if (!fields.COMMENT || !fields.ENTITY_TYPE || !Number.isInteger(entityId))
          return error(400, '', 'Required fields: ENTITY_ID, ENTITY_TYPE, COMMENT')
        if (fields.ENTITY_TYPE !== 'lead' || !this.leads.some((lead) => Number(lead.ID) === entityId))
          return error(400, '', 'Entity not found')
        const comment = { ID: String(this.comments.length + 1), ENTITY_ID: entityId, ENTITY_TYPE: 'lead', COMMENT: String(fields.COMMENT) }
        this.comments.push(comment)
        return ok(Number(comment.ID))
      }
      case 'crm.timeline.comment.list': {
        const filter = (params.filter ?? {}) as Record<string, unknown>
        if (filter.ENTITY_ID === undefined || !filter.ENTITY_TYPE) return error(400, '', 'ENTITY_ID and ENTITY_TYPE are required in filter')
        const found = this.comments.filter(
          (comment) => comment.ENTITY_ID === Number(filter.ENTITY_ID) && comment.ENTITY_TYPE === filter.ENTITY_TYPE,
        )
        const newestFirst = (params.order as { ID?: string } | undefined)?.ID?.toUpperCase() === 'DESC'
        // A page holds 50 comments, as the portal's list methods do.
        return ok((newestFirst ? [...found].reverse() : found).slice(0, 50))
      }
      default:
        return error(404, 'ERROR_METHOD_NOT_FOUND', 'Method not found!')
    }
  }
}
