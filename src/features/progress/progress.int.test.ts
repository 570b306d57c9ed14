import { beforeAll, describe, expect, inject, it } from 'vitest'

import * as camerasRoute from '@/app/api/cameras/route'
import * as panoramaRoute from '@/app/api/panorama_card/route'
import * as cardRoute from '@/app/api/progress/[id]/route'
import * as facetsRoute from '@/app/api/progress/facets/route'
import * as promoRoute from '@/app/api/progress/promo/route'
import * as listRoute from '@/app/api/progress/route'
import * as specsRoute from '@/app/api/progress/specs/route'
import { cms } from '@/cms/client'
import type { ProgressCard } from '@/cms/payload-types'
import { clearCache } from '@/features/content'

import type {
  CameraDto,
  PanoramaCardDto,
  ProgressCardDto,
  ProgressFacets,
  ProgressList,
  ProgressPromoDto,
  ProgressSpecs,
} from './progress.schema'

type Route = { GET: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> }

async function get<T>(route: Route, url: string, params: Record<string, string> = {}): Promise<{ status: number; body: T }> {
  const response = await route.GET(new Request(`http://localhost${url}`), { params: Promise.resolve(params) })
  return { status: response.status, body: (await response.json()) as T }
}

const expectImage = (image: unknown) =>
  expect(image).toMatchObject({
    url: expect.any(String),
    alt: expect.any(String),
    sizes: { card: { url: expect.any(String) }, wide: { url: expect.any(String) } },
  })

let cards: ProgressCard[] = []

beforeAll(async () => {
  clearCache()
  cards = (await (await cms()).find({ collection: 'progress-cards', pagination: false, limit: 1000, depth: 0 })).docs
})

describe(`/api/progress/ on ${inject('dialect')}`, () => {
  it('lists every report newest first', async () => {
    const { status, body } = await get<ProgressList>(listRoute, '/api/progress/?limit=200')
    expect(status).toBe(200)
    expect(body.count).toBe(cards.length)
    const dates = body.results.map((c) => c.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('filters by year and gives each card its photos', async () => {
    const year = Math.max(...cards.map((c) => c.year))
    const { body } = await get<ProgressList>(listRoute, `/api/progress/?year=${year}`)
    expect(body.count).toBe(cards.filter((c) => c.year === year).length)
    expect(body.results.every((c) => c.year === year)).toBe(true)
    const card = body.results[0]!
    expect(Object.keys(card).sort()).toEqual(['date', 'id', 'month', 'photos', 'text', 'title', 'year'])
    expect(card.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(card.photos.length).toBeGreaterThan(0)
    expectImage(card.photos[0])
    expect(card.photos[0]).not.toHaveProperty('id')
  })

  it('pages', async () => {
    const { body } = await get<ProgressList>(listRoute, '/api/progress/?limit=2&offset=1')
    expect(body).toMatchObject({ count: cards.length, limit: 2, offset: 1, hasNext: cards.length > 3 })
    expect(body.results).toHaveLength(2)
  })

  it.each(['year=abc', 'year=1999', 'year=2025.5', 'limit=0', 'offset=x'])('refuses %s with 400', async (query) => {
    const { status, body } = await get<{ error: { code: string } }>(listRoute, `/api/progress/?${query}`)
    expect(status).toBe(400)
    expect(body.error.code).toBe('validation_error')
  })

  it('answers a year without reports with an empty list', async () => {
    expect((await get<ProgressList>(listRoute, '/api/progress/?year=2001')).body).toMatchObject({ count: 0, results: [], hasNext: false })
  })

  it('specs list the years newest first and facets count them', async () => {
    const years = [...new Set(cards.map((c) => c.year))].sort((a, b) => b - a)
    const specs = await get<ProgressSpecs>(specsRoute, '/api/progress/specs/')
    expect(specs.body.year).toEqual(years.map((y) => ({ value: y, label: String(y) })))
    expect(specs.body.default_year).toBe(years[0])
    const facets = await get<ProgressFacets>(facetsRoute, '/api/progress/facets/?year=2025')
    expect(facets.body.count).toBe(cards.length)
    expect(facets.body.year).toEqual(years.map((y) => ({ value: y, label: String(y), count: cards.filter((c) => c.year === y).length })))
    expect((await get(facetsRoute, '/api/progress/facets/?year=x')).status).toBe(400)
  })

  it('answers one report by id and 404 for unknown ones', async () => {
    const card = cards[0]!
    const { status, body } = await get<ProgressCardDto>(cardRoute, `/api/progress/${card.id}/`, { id: String(card.id) })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: card.id, title: card.title, year: card.year, month: card.month })
    for (const id of ['999999', 'abc', '-1', '1.5']) {
      const missing = await get<{ error: { code: string } }>(cardRoute, `/api/progress/${id}/`, { id })
      expect(missing.status).toBe(404)
      expect(missing.body.error.code).toBe('not_found')
    }
  })
})

describe(`progress extras on ${inject('dialect')}`, () => {
  it('the promo is the first active progress promo, or null', async () => {
    const payload = await cms()
    const promos = await payload.find({
      collection: 'promos',
      where: { placement: { equals: 'progress' } },
      sort: 'order',
      depth: 0,
      pagination: false,
      limit: 100,
    })
    const active = promos.docs.find((p) => p.is_active !== false && (!p.valid_until || new Date(p.valid_until) >= new Date()))
    const { status, body } = await get<ProgressPromoDto | null>(promoRoute, '/api/progress/promo/')
    expect(status).toBe(200)
    if (active) expect(body).toMatchObject({ id: active.id, title: active.title })
    else expect(body).toBeNull()
  })

  it('drops a promo once it has expired', async () => {
    const payload = await cms()
    const promo = await payload.create({
      collection: 'promos',
      data: { title: 'Тестовая акция', placement: 'progress', order: -1000, is_active: true, _status: 'published' },
    })
    try {
      clearCache()
      expect((await get<ProgressPromoDto>(promoRoute, '/api/progress/promo/')).body.id).toBe(promo.id)
      await payload.update({ collection: 'promos', id: promo.id, data: { valid_until: '2000-01-01T00:00:00.000Z' } })
      clearCache()
      expect((await get<ProgressPromoDto | null>(promoRoute, '/api/progress/promo/')).body?.id).not.toBe(promo.id)
    } finally {
      await payload.delete({ collection: 'promos', id: promo.id })
      clearCache()
    }
  })

  it('lists the cameras in order with their posters', async () => {
    const count = (await (await cms()).count({ collection: 'cameras' })).totalDocs
    const { body } = await get<{ count: number; results: CameraDto[] }>(camerasRoute, '/api/cameras/')
    expect(body.count).toBe(count)
    expect(body.count).toBeGreaterThan(0)
    for (const camera of body.results) {
      expect(Object.keys(camera).sort()).toEqual(['id', 'poster', 'stream_url', 'title'])
      expect(camera.stream_url).toMatch(/^https?:\/\/|^\//)
    }
  })

  it('answers the panorama card from the progress page', async () => {
    const { status, body } = await get<PanoramaCardDto>(panoramaRoute, '/api/panorama_card/')
    expect(status).toBe(200)
    expect(body.title).toMatch(/[а-яё]/i)
    expectImage(body.image)
  })
})
