import { ApiError, badRequest, MAX_BODY_BYTES, validate } from '@/lib/api'

import { idBodySchema } from './favorites.schema'

/** Reads a body as text, refusing more than MAX_BODY_BYTES even when no content-length was sent. */
async function readText(request: Request): Promise<string> {
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      throw new ApiError(413, 'payload_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`)
    }
    chunks.push(value)
  }
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/** The property id of a POST body: JSON `{ "id": 1 }`, or form data (multipart or urlencoded) with an id field. */
export async function readIdBody(request: Request): Promise<number> {
  const type = request.headers.get('content-type') ?? ''
  let data: unknown
  if (/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
    try {
      const form = await request.formData()
      data = { id: form.get('id') ?? undefined }
    } catch {
      throw badRequest('Malformed form data')
    }
  } else {
    const text = await readText(request)
    try {
      data = text.trim() ? JSON.parse(text) : {}
    } catch {
      throw badRequest('Body is not valid JSON')
    }
  }
  return validate(idBodySchema, data, 'Invalid body').id
}
