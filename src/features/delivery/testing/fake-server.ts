import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Failures a fake CRM can be told to produce for one request: a rate limit with a wait, an outage, or the
 * worst case for exactly-once — the request is carried out and then the connection drops before the answer.
 */
export type Fault = { kind: 'rate-limit'; retryAfterS: number } | { kind: 'outage' } | { kind: 'lose-answer' }

export interface FakeOptions {
  /** The fake's clock (a simulated one in tests that compress an outage). */
  now?: () => number
  /** Asked for every request: a fault to produce, or null to serve it. `n` counts requests from 1. */
  fault?: (request: { n: number; path: string; body: unknown }) => Fault | null
}

export interface Answer {
  status: number
  body: unknown
  headers?: Record<string, string>
}

/** A tiny JSON HTTP server on 127.0.0.1 with a random port; `handle` carries out a request and answers. */
export class FakeHttpServer {
  readonly server = createServer((request, response) => void this.serve(request, response))
  private count = 0
  url = ''

  constructor(
    private readonly options: FakeOptions,
    private readonly handle: (path: string, request: IncomingMessage, body: unknown) => Answer,
    private readonly faultAnswer: (fault: Fault) => Answer,
  ) {}

  get now(): number {
    return (this.options.now ?? Date.now)()
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async close(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private async serve(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    let body: unknown = null
    try {
      body = raw ? JSON.parse(raw) : null
    } catch {
      body = raw
    }
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const fault = this.options.fault?.({ n: ++this.count, path, body }) ?? null
    if (fault && fault.kind !== 'lose-answer') return this.send(response, this.faultAnswer(fault))
    const answer = this.handle(path, request, body)
    // Carried out, but the caller never learns it: only an idempotent sink avoids a second lead on the retry.
    if (fault?.kind === 'lose-answer') return request.socket.destroy()
    this.send(response, answer)
  }

  private send(response: ServerResponse, answer: Answer) {
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body)
    const type = typeof answer.body === 'string' ? 'text/html' : 'application/json'
    response.writeHead(answer.status, { 'content-type': type, ...answer.headers })
    response.end(text)
  }
}
