// @vitest-environment node
import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { signBody, verifySignature } from './signing'

const SECRET = 'shared-secret-of-the-crm'
const BODY = JSON.stringify({ event: 'lead.created', lead: { name: 'Ольга Петрова' } })

describe('signBody', () => {
  it('is sha256= and the hex HMAC-SHA256 of the UTF-8 body, as any receiver computes it', () => {
    const hex = createHmac('sha256', SECRET).update(Buffer.from(BODY, 'utf8')).digest('hex')
    expect(signBody(BODY, SECRET)).toBe(`sha256=${hex}`)
    expect(signBody(BODY, SECRET)).toMatch(/^sha256=[0-9a-f]{64}$/)
  })
})

describe('verifySignature', () => {
  it('accepts the signature of the same body and secret', () => {
    expect(verifySignature(BODY, signBody(BODY, SECRET), SECRET)).toBe(true)
  })

  it('refuses a changed body, another secret, or a missing or malformed header', () => {
    const signature = signBody(BODY, SECRET)
    expect(verifySignature(BODY.replace('Ольга', 'Олег'), signature, SECRET)).toBe(false)
    expect(verifySignature(BODY, signature, 'another-secret-value')).toBe(false)
    expect(verifySignature(BODY, null, SECRET)).toBe(false)
    expect(verifySignature(BODY, 'sha256=abc', SECRET)).toBe(false)
  })
})
