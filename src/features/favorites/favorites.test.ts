// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { ApiError, readBody, validate } from '@/server/api'

import { collectionKeySchema, idBodySchema } from './favorites.schema'
import { newCollectionKey } from './store'

const post = (body: BodyInit, type?: string) =>
  new Request('http://localhost/api/favorites/', { method: 'POST', body, headers: type ? { 'content-type': type } : {} })
const readId = async (request: Request) => validate(idBodySchema, await readBody(request), 'Invalid body').id

describe('POST body {id}', () => {
  it('accepts JSON, urlencoded and multipart forms', async () => {
    expect(await readId(post(JSON.stringify({ id: 42 }), 'application/json'))).toBe(42)
    expect(await readId(post(JSON.stringify({ id: '43' }), 'application/json'))).toBe(43)
    expect(await readId(post('id=44', 'application/x-www-form-urlencoded'))).toBe(44)
    const form = new FormData()
    form.set('id', '45')
    expect(await readId(new Request('http://localhost/', { method: 'POST', body: form }))).toBe(45)
  })

  it.each([
    ['{"id":"abc"}', 'application/json'],
    ['{"id":-1}', 'application/json'],
    ['{"id":1.5}', 'application/json'],
    ['{}', 'application/json'],
    ['not json', 'application/json'],
    ['[1]', 'application/json'],
  ])('refuses %s with a 400', async (body, type) => {
    const error = await readId(post(body, type)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(400)
  })
})

describe('collection keys', () => {
  it('are random and valid', () => {
    const keys = new Set(Array.from({ length: 200 }, newCollectionKey))
    expect(keys.size).toBe(200)
    for (const key of keys) expect(collectionKeySchema.safeParse(key).success).toBe(true)
  })
})
