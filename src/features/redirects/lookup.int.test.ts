import { beforeAll, describe, expect, inject, it } from 'vitest'

import { GET as lookupGet } from '@/app/api/redirects/lookup/route'
import { GET as seoGet } from '@/app/api/seo/route'
import { cms } from '@/cms/client'

const call = async (route: typeof lookupGet, url: string) => {
  const response = await route(new Request(`http://localhost${url}`), { params: Promise.resolve({}) })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

let ids: Record<'flat' | 'storage', number>

describe(`what the site knows of a path before rendering, on ${inject('dialect')}`, () => {
  beforeAll(async () => {
    const payload = await cms()
    const first = async (type: string) =>
      (await payload.find({ collection: 'properties', where: { type: { equals: type } }, limit: 1, depth: 0, sort: 'id' })).docs[0]!.id
    ids = { flat: await first('flat'), storage: await first('storage') }
  })

  it('moves a card asked under another type to its canonical address (301)', async () => {
    expect((await call(lookupGet, `/api/redirects/lookup/?path=/flats/${ids.storage}`)).body).toMatchObject({
      redirect: `/properties/storage/${ids.storage}`,
      statusCode: 301,
      notFound: null,
    })
    expect((await call(lookupGet, `/api/redirects/lookup/?path=/properties/parking/${ids.storage}`)).body.redirect).toBe(
      `/properties/storage/${ids.storage}`,
    )
    expect((await call(lookupGet, `/api/redirects/lookup/?path=/properties/storage/${ids.flat}`)).body.redirect).toBe(`/flats/${ids.flat}`)
  })

  it('lets a card of the right type render, and names the 404 of an unknown id or path', async () => {
    expect((await call(lookupGet, `/api/redirects/lookup/?path=/flats/${ids.flat}`)).body).toEqual({
      redirect: null,
      statusCode: null,
      appMiddleware: [],
      notFound: null,
    })
    expect((await call(lookupGet, '/api/redirects/lookup/?path=/flats/99999999')).body.notFound).toBe('invalid')
    expect((await call(lookupGet, `/api/redirects/lookup/?path=/flats/${ids.storage}/print`)).body.notFound).toBe('invalid')
    expect((await call(lookupGet, '/api/redirects/lookup/?path=/no-such-page')).body.notFound).toBe('unknown')
  })

  it('keeps CMS redirects first: an old link is an unknown path that redirects', async () => {
    const payload = await cms()
    const { docs } = await payload.find({ collection: 'redirects', limit: 1, depth: 0, where: { to: { exists: true } } })
    const record = docs[0]!
    const answer = (await call(lookupGet, `/api/redirects/lookup/?path=${encodeURIComponent(record.from)}`)).body
    expect(answer.redirect).toBe(record.to)
    expect(answer.notFound).toBeNull()
  })
})

describe(`GET /api/seo/ on ${inject('dialect')}`, () => {
  it('without a query lists every record with slug and meta_tags; with slug, the one record', async () => {
    const list = await seoGet(new Request('http://localhost/api/seo/'), { params: Promise.resolve({}) })
    expect(list.status).toBe(200)
    const records = (await list.json()) as { slug: string; meta_tags: unknown[] }[]
    const stored = await (await cms()).count({ collection: 'seo-records' })
    expect(records).toHaveLength(stored.totalDocs)
    expect(records.length).toBeGreaterThan(0)
    for (const record of records)
      expect(record).toEqual(expect.objectContaining({ slug: expect.any(String), meta_tags: expect.any(Array) }))
    const one = await call(seoGet, `/api/seo/?slug=${encodeURIComponent(records[0]!.slug)}`)
    expect(one.status).toBe(200)
    expect(one.body.slug).toBe(records[0]!.slug)
    expect((await call(seoGet, '/api/seo/?slug=/no-such-record')).status).toBe(404)
  })
})
