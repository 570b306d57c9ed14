// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { MAX_BODY_BYTES, readBody, submittedFields } from './body'
import { ApiError } from './errors'

const post = (body: BodyInit | null, type?: string, headers: Record<string, string> = {}) =>
  new Request('http://localhost/api/t/', { method: 'POST', body, headers: { ...(type ? { 'content-type': type } : {}), ...headers } })
const failure = (request: Request) =>
  readBody(request).then(
    () => null,
    (e: unknown) => e as ApiError,
  )

describe('readBody: the one reader of request bodies', () => {
  it('reads JSON, urlencoded and multipart into one flat object', async () => {
    expect(await readBody(post('{"name":"Анна","n":2}', 'application/json; charset=utf-8'))).toEqual({ name: 'Анна', n: 2 })
    expect(await readBody(post('name=%D0%90%D0%BD%D0%BD%D0%B0&n=2', 'application/x-www-form-urlencoded'))).toEqual({ name: 'Анна', n: '2' })
    const form = new FormData()
    form.set('name', 'Анна')
    form.set('file', new Blob(['x']), 'x.txt')
    expect(await readBody(new Request('http://localhost/', { method: 'POST', body: form }))).toEqual({ name: 'Анна' })
  })

  it('reads an empty body as {} and a body without a type as JSON', async () => {
    expect(await readBody(post(null))).toEqual({})
    expect(await readBody(new Request('http://localhost/', { method: 'POST', body: new TextEncoder().encode('{"id":1}') }))).toEqual({
      id: 1,
    })
  })

  it.each(['not json', '[1]', '"text"', 'null'])('refuses JSON that is not an object (%s) with a 400', async (body) => {
    const error = await failure(post(body, 'application/json'))
    expect(error).toBeInstanceOf(ApiError)
    expect(error?.status).toBe(400)
  })

  it('answers a body cut off by the client (the connection closed mid-request) with a 400, not a 500', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":'))
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
      },
    })
    const request = new Request('http://localhost/api/t/', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    const error = await failure(request)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 400, code: 'bad_request' })
  })

  it('refuses other content types with a 415', async () => {
    expect((await failure(post('{"id":1}', 'text/plain')))?.status).toBe(415)
    expect((await failure(post('<x/>', 'application/xml')))?.status).toBe(415)
  })

  it('refuses a body over the limit by its Content-Length, and while reading one that has none', async () => {
    expect((await failure(post('{}', 'application/json', { 'content-length': String(MAX_BODY_BYTES + 1) })))?.status).toBe(413)
    const big = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":1,"pad":"' + 'x'.repeat(MAX_BODY_BYTES) + '"}'))
        controller.close()
      },
    })
    const chunked = new Request('http://localhost/', {
      method: 'POST',
      body: big,
      duplex: 'half',
      headers: { 'content-type': 'application/json' },
    } as RequestInit)
    expect((await failure(chunked))?.status).toBe(413)
  })
})

describe('submittedFields', () => {
  it('keeps scalar values, bounded in size', () => {
    expect(submittedFields({ a: 'x'.repeat(6000), b: 2, c: true, d: null, e: { nested: 1 }, f: ['x'] })).toEqual({
      a: 'x'.repeat(5000),
      b: 2,
      c: true,
      d: null,
    })
  })
})
