import { type Answer, type Fault, FakeHttpServer, type FakeOptions } from './fake-server'

/**
 * A local amoCRM account for tests, after the public API v4 documentation: `POST /api/v4/leads/unsorted/forms`
 * with `Authorization: Bearer <token>` and a JSON array of unsorted entries; 200 `application/hal+json` with
 * `_embedded.unsorted[]`, or `application/problem+json` (401, 400 with `validation-errors`). Unsorted never holds
 * two entries with one `source_uid`: a second one is refused. Faults: 429 with Retry-After, 503, a lost answer.
 */
export interface FakeAmoEntry {
  uid: string
  source_uid: string
  pipeline_id: number
  request: Record<string, unknown>
}

const problem = (status: number, title: string, detail: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  body: { title, type: `https://httpstatus.es/${status}`, status, detail, ...extra },
  headers: { 'content-type': 'application/problem+json' },
})

type FieldError = { code: string; path: string; detail: string }

const MAIN_PIPELINE = 1001

export class FakeAmoCrm {
  readonly unsorted: FakeAmoEntry[] = []
  /** Notes added to deals: `POST /api/v4/leads/notes`. */
  readonly notes: { entity_id: number; note_type: string; text: string }[] = []
  /** Every POST carried out, accepted or refused. */
  readonly requests: unknown[] = []
  private readonly http: FakeHttpServer
  private nextId = 1

  constructor(
    readonly token = 'amo-long-lived-token-0123456789',
    options: FakeOptions = {},
  ) {
    this.http = new FakeHttpServer(
      options,
      (path, request, body) => this.handle(path, request.method ?? '', request.headers.authorization, body),
      FakeAmoCrm.faultAnswer,
    )
  }

  static faultAnswer(fault: Fault): Answer {
    if (fault.kind === 'rate-limit')
      return {
        ...problem(429, 'Too Many Requests', 'Too many requests'),
        headers: { 'content-type': 'application/problem+json', 'retry-after': String(fault.retryAfterS) },
      }
    return problem(503, 'Service Unavailable', 'Service temporarily unavailable')
  }

  get baseUrl(): string {
    return this.http.url
  }

  async start(): Promise<this> {
    await this.http.start()
    return this
  }

  close(): Promise<void> {
    return this.http.close()
  }

  private handle(path: string, method: string, authorization: string | undefined, body: unknown): Answer {
    if (authorization !== `Bearer ${this.token}`) return problem(401, 'Unauthorized', 'Invalid user name or password')
    if (path === '/api/v4/leads/notes' && method === 'POST') return this.addNotes(body)
    const notesOf = /^\/api\/v4\/leads\/(\d+)\/notes$/.exec(path)
    if (notesOf && method === 'GET') return this.listNotes(Number(notesOf[1]))
    if (path !== '/api/v4/leads/unsorted/forms' || method !== 'POST') return problem(404, 'Not Found', 'Not found')
    this.requests.push(body)
    if (!Array.isArray(body) || body.length === 0) return problem(400, 'Bad Request', 'Request validation failed')
    const errors = body.map((entry, index) => ({ request_id: String(index), errors: this.validate(entry as Record<string, unknown>) }))
    if (errors.some((entry) => entry.errors.length > 0))
      return problem(400, 'Bad Request', 'Request validation failed', {
        'validation-errors': errors.filter((entry) => entry.errors.length > 0),
      })
    const added = (body as Record<string, unknown>[]).map((entry) => {
      const item: FakeAmoEntry = {
        uid: `uid${(this.nextId++).toString(16).padStart(8, '0')}`,
        source_uid: String(entry.source_uid),
        pipeline_id: Number(entry.pipeline_id ?? MAIN_PIPELINE),
        request: entry,
      }
      this.unsorted.push(item)
      return item
    })
    return {
      status: 200,
      headers: { 'content-type': 'application/hal+json' },
      body: {
        _total_items: added.length,
        _embedded: {
          unsorted: added.map((item, index) => ({
            uid: item.uid,
            account_id: 28_000_000,
            request_id: String(index),
            _embedded: { leads: [{ id: this.dealId(item) }], contacts: [{ id: 20_000 + this.unsorted.indexOf(item) }] },
          })),
        },
      },
    }
  }

  /** The id of the deal an unsorted entry created. */
  dealId(entry: FakeAmoEntry): number {
    return 10_000 + this.unsorted.indexOf(entry)
  }

  /** GET /api/v4/leads/{id}/notes: newest first; 204 with no body when the deal has none. */
  private listNotes(dealId: number): Answer {
    if (!this.unsorted.some((entry) => this.dealId(entry) === dealId)) return problem(404, 'Not Found', 'Entity not found')
    const notes = this.notes
      .map((note, index) => ({ id: index + 1, ...note }))
      .filter((note) => note.entity_id === dealId)
      .reverse()
    if (notes.length === 0) return { status: 204, body: '' }
    return {
      status: 200,
      headers: { 'content-type': 'application/hal+json' },
      body: {
        _embedded: {
          notes: notes.map((note) => ({ id: note.id, entity_id: note.entity_id, note_type: note.note_type, params: { text: note.text } })),
        },
      },
    }
  }

  private addNotes(body: unknown): Answer {
    const notes = Array.isArray(body) ? (body as { entity_id?: unknown; note_type?: unknown; params?: { text?: unknown } }[]) : []
    const errors = notes.flatMap((note, index) => {
      const found = this.unsorted.some((entry) => this.dealId(entry) === note.entity_id)
      if (!found) return [{ request_id: String(index), errors: [{ code: 'NotFound', path: 'entity_id', detail: 'Entity not found.' }] }]
      if (note.note_type !== 'common' || typeof note.params?.text !== 'string')
        return [
          {
            request_id: String(index),
            errors: [{ code: 'NotSupportedChoice', path: 'note_type', detail: 'The value you selected is not a valid choice.' }],
          },
        ]
      return []
    })
    if (notes.length === 0 || errors.length > 0)
      return problem(400, 'Bad Request', 'Request validation failed', { 'validation-errors': errors })
    const added = notes.map((note) => {
      this.notes.push({ entity_id: Number(note.entity_id), note_type: 'common', text: String(note.params!.text) })
      return { id: this.notes.length, entity_id: note.entity_id, request_id: String(this.notes.length - 1) }
    })
    return {
      status: 200,
      headers: { 'content-type': 'application/hal+json' },
      body: { _total_items: added.length, _embedded: { notes: added } },
    }
  }

  private validate(entry: Record<string, unknown>): FieldError[] {
    const errors: FieldError[] = []
    const missing = (path: string) => errors.push({ code: 'FieldMissing', path, detail: 'This field is missing.' })
    for (const key of ['source_name', 'source_uid', 'metadata'] as const) if (entry[key] === undefined || entry[key] === '') missing(key)
    const metadata = (entry.metadata ?? {}) as Record<string, unknown>
    for (const key of ['form_id', 'form_name', 'form_page', 'form_sent_at'] as const)
      if (metadata[key] === undefined) missing(`metadata.${key}`)
    if (metadata.form_sent_at !== undefined && !Number.isInteger(metadata.form_sent_at))
      errors.push({ code: 'InvalidType', path: 'metadata.form_sent_at', detail: 'This value should be of type int.' })
    const embedded = (entry._embedded ?? {}) as { leads?: unknown; contacts?: unknown }
    if (!Array.isArray(embedded.leads) || embedded.leads.length !== 1) missing('_embedded.leads')
    for (const [index, contact] of (Array.isArray(embedded.contacts) ? embedded.contacts : []).entries())
      for (const [fieldIndex, field] of (
        ((contact as { custom_fields_values?: unknown[] }).custom_fields_values ?? []) as Record<string, unknown>[]
      ).entries())
        if (!['PHONE', 'EMAIL'].includes(String(field.field_code)) || !Array.isArray(field.values))
          errors.push({
            code: 'NotSupportedChoice',
            path: `_embedded.contacts.${index}.custom_fields_values.${fieldIndex}.field_code`,
            detail: 'The value you selected is not a valid choice.',
          })
    if (entry.source_uid && this.unsorted.some((item) => item.source_uid === entry.source_uid))
      errors.push({ code: 'NotUnique', path: 'source_uid', detail: 'Unsorted with this source_uid already exists.' })
    return errors
  }
}
