import { ApiError, badRequest, MAX_BODY_BYTES } from '@/lib/api'

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded']

/**
 * Reads a form submission — multipart (what the site sends), urlencoded or JSON — into a flat object of
 * its text fields (files are ignored: these forms have none). The size is checked on the bytes read, not
 * only on Content-Length, so a chunked body cannot slip past the limit.
 */
export async function readFormBody(request: Request): Promise<Record<string, unknown>> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
  const isForm = FORM_TYPES.includes(type)
  if (!isForm && type !== 'application/json') {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the form as multipart/form-data, application/x-www-form-urlencoded or application/json',
    )
  }
  const bytes = await request.arrayBuffer()
  if (bytes.byteLength > MAX_BODY_BYTES) throw new ApiError(413, 'payload_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`)
  try {
    if (isForm) {
      const form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData()
      const fields: Record<string, string> = {}
      for (const [key, value] of form) if (typeof value === 'string') fields[key] = value
      return fields
    }
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not an object')
    return data as Record<string, unknown>
  } catch {
    throw badRequest('Тело запроса не удалось прочитать: проверьте формат данных')
  }
}

/** The submitted fields as stored with a lead: text values only, bounded in size. */
export function formSnapshot(body: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {}
  for (const [key, value] of Object.entries(body).slice(0, 100)) {
    if (value === null || typeof value === 'number' || typeof value === 'boolean') out[key.slice(0, 100)] = value
    else if (typeof value === 'string') out[key.slice(0, 100)] = value.slice(0, 5000)
  }
  return out
}
