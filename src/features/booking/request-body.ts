import { ApiError, badRequest, MAX_BODY_BYTES } from '@/lib/api'

const FORM_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded']

/**
 * Reads the booking submission — JSON, multipart or urlencoded — into a flat object of its text fields.
 * The size is checked on the bytes read, so a chunked body cannot slip past the limit.
 */
export async function readBookingBody(request: Request): Promise<Record<string, unknown>> {
  const contentType = request.headers.get('content-type') ?? ''
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  const isForm = FORM_TYPES.includes(type)
  if (!isForm && type !== 'application/json') {
    throw new ApiError(
      415,
      'unsupported_media_type',
      'Send the booking as application/json, multipart/form-data or application/x-www-form-urlencoded',
    )
  }
  const bytes = await request.arrayBuffer()
  if (bytes.byteLength > MAX_BODY_BYTES) throw new ApiError(413, 'payload_too_large', `Request body exceeds ${MAX_BODY_BYTES} bytes`)
  try {
    if (isForm) {
      const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData()
      return Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    }
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes))
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not an object')
    return data as Record<string, unknown>
  } catch {
    throw badRequest('Тело запроса не удалось прочитать: проверьте формат данных')
  }
}

/** The submitted fields as stored with the lead: scalar values only, bounded in size. */
export function submittedFields(body: Record<string, unknown>): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {}
  for (const [key, value] of Object.entries(body).slice(0, 50)) {
    if (value === null || typeof value === 'number' || typeof value === 'boolean') out[key.slice(0, 100)] = value
    else if (typeof value === 'string') out[key.slice(0, 100)] = value.slice(0, 2000)
  }
  return out
}
