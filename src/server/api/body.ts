import 'server-only'

import { ApiError, badRequest } from './errors'

/** Largest request body the product API reads (forms are small; uploads go through the CMS). */
export const MAX_BODY_BYTES = 64 * 1024

const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded'])

const tooLarge = (limit: number) => new ApiError(413, 'payload_too_large', `Request body exceeds ${limit} bytes`)

/**
 * A body that stopped arriving: the client closed the connection mid-request (a visitor who navigated away
 * while a list write was on its way). The client's doing, so a 4xx logged at info, not a 500 in the error log
 * and monitoring; nothing was stored.
 */
const incomplete = () => new ApiError(400, 'bad_request', 'The request was closed before its body arrived')

/** A 413 for a write that announces more than its limit (MAX_BODY_BYTES), before anything is read. */
export function assertContentLength(request: Request, limit = MAX_BODY_BYTES): void {
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge(limit)
}

/** The bytes of a body, refused past MAX_BODY_BYTES as they arrive: a chunked body without Content-Length cannot slip by. */
async function readBytes(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  assertContentLength(request, limit)
  if (!request.body) return new Uint8Array()
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw incomplete()
    })
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The one reader of the product API's request bodies: JSON (an object), multipart or urlencoded form data
 * (its text fields; files are ignored, uploads go through the CMS) become a flat object for the operation's
 * schema. A body without a Content-Type is read as JSON, an empty one as `{}`; any other type is a 415.
 */
export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<Record<string, unknown>> {
  const contentType = request.headers.get('content-type') ?? ''
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  const isForm = FORM_TYPES.has(type)
  if (type && !isForm && type !== 'application/json') {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the body as application/json, multipart/form-data or application/x-www-form-urlencoded',
    )
  }
  const bytes = await readBytes(request, limit)
  try {
    if (isForm) {
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    }
    const text = new TextDecoder().decode(bytes)
    if (!text.trim()) return {}
    const data: unknown = JSON.parse(text)
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not an object')
    return data as Record<string, unknown>
  } catch {
    throw badRequest('Тело запроса не удалось прочитать: проверьте формат данных')
  }
}

/** A submitted body as stored beside what it created (a lead): scalar values only, bounded in count and size. */
export function submittedFields(body: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {}
  for (const [key, value] of Object.entries(body).slice(0, 100)) {
    if (value === null || typeof value === 'number' || typeof value === 'boolean') out[key.slice(0, 100)] = value
    else if (typeof value === 'string') out[key.slice(0, 100)] = value.slice(0, 5000)
  }
  return out
}
