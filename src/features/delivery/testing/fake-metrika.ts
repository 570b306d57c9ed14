import { type Answer, FakeHttpServer, type FakeOptions } from './fake-server'

/**
 * A local Yandex Metrica management API for tests, after its public documentation: `GET /management/v1/counter/{id}`
 * and `POST /management/v1/counter/{id}/offline_conversions/upload?client_id_type=CLIENT_ID` with `Authorization:
 * OAuth <token>` and a multipart `file` (CSV: a header line naming ClientId, Target and DateTime). Answers
 * `{ uploading: { id, line_quantity, status } }`, or `{ errors: [{ error_type, message }], code, message }`.
 */
export class FakeMetrika {
  /** The rows of every accepted file, by header name. */
  readonly uploads: Record<string, string>[][] = []
  private readonly http: FakeHttpServer

  constructor(
    readonly counterId = '98765432',
    readonly token = 'y0_metrika-oauth-token',
    options: FakeOptions = {},
  ) {
    this.http = new FakeHttpServer(
      options,
      (path, request, body) => this.handle(path, request.method ?? '', request.headers, body),
      () => ({ status: 503, body: '<html><body>503 Service Unavailable</body></html>' }),
    )
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

  private static failure(code: number, type: string, message: string): Answer {
    return { status: code, body: { errors: [{ error_type: type, message }], code, message } }
  }

  private handle(path: string, method: string, headers: Record<string, string | string[] | undefined>, body: unknown): Answer {
    if (headers.authorization !== `OAuth ${this.token}`) return FakeMetrika.failure(403, 'access_denied', 'Access is denied')
    if (path === `/management/v1/counter/${this.counterId}` && method === 'GET')
      return { status: 200, body: { counter: { id: Number(this.counterId), name: 'ЖК «Новая Заря»', status: 'Active' } } }
    if (path !== `/management/v1/counter/${this.counterId}/offline_conversions/upload` || method !== 'POST')
      return FakeMetrika.failure(404, 'not_found', 'Entity not found')
    const type = String(headers['content-type'] ?? '')
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type)
    if (!boundary || typeof body !== 'string') return FakeMetrika.failure(400, 'invalid_parameter', 'File is required')
    const part = body.split(`--${boundary[1] ?? boundary[2]}`).find((chunk) => /name="file"/.test(chunk))
    const csv = part
      ?.split(/\r\n\r\n/)
      .slice(1)
      .join('\r\n\r\n')
      .replace(/\r\n$/, '')
    if (!csv) return FakeMetrika.failure(400, 'invalid_parameter', 'File is required')
    const [header, ...lines] = csv.trim().split(/\r?\n/)
    const columns = header!.split(',')
    if (!['ClientId', 'Target', 'DateTime'].every((name) => columns.includes(name)))
      return FakeMetrika.failure(400, 'invalid_uploading', 'Required columns: ClientId, Target, DateTime')
    const rows = lines.map((line) => Object.fromEntries(line.split(',').map((value, index) => [columns[index]!, value])))
    if (rows.some((row) => Number(row.DateTime) * 1000 > this.http.now))
      return FakeMetrika.failure(400, 'invalid_uploading', 'DateTime must be in the past')
    this.uploads.push(rows)
    return {
      status: 200,
      body: {
        uploading: {
          id: this.uploads.length,
          source_quantity: rows.length,
          line_quantity: rows.length,
          client_id_type: 'CLIENT_ID',
          status: 'UPLOADED',
        },
      },
    }
  }
}
