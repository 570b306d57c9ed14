import { createHmac, timingSafeEqual } from 'node:crypto'

/** The signature header value: `sha256=` + hex HMAC-SHA256 of the exact raw body bytes with the shared secret. */
export function signBody(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`
}

/** What a receiver (the CRM, our tests) does: recomputes the signature and compares in constant time. */
export function verifySignature(rawBody: string, header: string | null | undefined, secret: string): boolean {
  if (!header) return false
  const expected = Buffer.from(signBody(rawBody, secret))
  const given = Buffer.from(header.trim())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
