import { beforeEach, describe, expect, it, vi } from 'vitest'

import { flatDetail } from './flat-fixture'

const mocks = vi.hoisted(() => ({ getProperty: vi.fn() }))

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' })
  },
  permanentRedirect: (url: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT;replace;${url};308;`), { digest: `NEXT_REDIRECT;replace;${url};308;` })
  },
}))
vi.mock('@/features/properties', () => ({
  getProperty: mocks.getProperty,
  propertyIdFrom: (value: string) => {
    if (!/^\d+$/.test(value)) throw Object.assign(new Error('Помещение не найдено'), { status: 404 })
    return Number(value)
  },
  PROPERTY_ORDERS: [],
  promoFeature: vi.fn(),
}))

import { loadFlat } from './flat-data'
import { canonicalFlatPath, flatMetadata, withOpenGraphImage } from './flat-metadata'

const NOT_FOUND = /NEXT_HTTP_ERROR_FALLBACK;404/

beforeEach(() => {
  mocks.getProperty.mockReset()
  mocks.getProperty.mockImplementation(async (id: number) => {
    if (id === 123) return flatDetail()
    if (id === 307) return flatDetail({ id: 307, type: { value: 'parking', label: 'Машино-место' } })
    throw Object.assign(new Error('Помещение не найдено'), { status: 404 })
  })
})

describe('loadFlat (SPEC §8: invalid params → 404 Page Not Found)', () => {
  it('loads a flat for /flats/{id} and /properties/flat/{id}', async () => {
    await expect(loadFlat('flats-id', '123')).resolves.toMatchObject({ id: 123 })
    await expect(loadFlat('properties-type-id', '123', 'flat')).resolves.toMatchObject({ id: 123 })
  })

  it('answers 404 for an invalid or unknown id', async () => {
    await expect(loadFlat('flats-id', 'no such/id')).rejects.toThrow(NOT_FOUND)
    await expect(loadFlat('flats-id', 'abc')).rejects.toThrow(NOT_FOUND)
    await expect(loadFlat('flats-id', '999')).rejects.toThrow(NOT_FOUND)
  })

  it('moves a property asked under another type permanently to its canonical card (DESIGN.md readings)', async () => {
    await expect(loadFlat('properties-type-id', '123', 'parking')).rejects.toThrow('NEXT_REDIRECT;replace;/flats/123;308;')
    await expect(loadFlat('flats-id', '307')).rejects.toThrow('NEXT_REDIRECT;replace;/properties/parking/307;308;')
    await expect(loadFlat('properties-type-id', '307', 'parking')).resolves.toMatchObject({ id: 307 })
    // An unknown type is a bad route, and the print sheet exists for flats only: both 404.
    await expect(loadFlat('properties-type-id', '123', 'villa')).rejects.toThrow(NOT_FOUND)
    await expect(loadFlat('flats-id-print', '307')).rejects.toThrow(NOT_FOUND)
  })

  it('turns a failure of the data into the error page with its status', async () => {
    mocks.getProperty.mockRejectedValueOnce(new Error('connect ECONNREFUSED'))
    await expect(loadFlat('flats-id', '124')).rejects.toMatchObject({ name: 'PageDataError', status: 502 })
  })
})

describe('flatMetadata', () => {
  it('asks the SEO lookup under the canonical path with the built texts, and adds the plan as og:image', async () => {
    const seo = vi.fn(async (path: string, fallback: { title: string; absoluteTitle?: string; description: string }) => ({
      title: { absolute: fallback.absoluteTitle! },
      description: fallback.description,
      alternates: { canonical: path },
      openGraph: { title: fallback.title },
    }))
    const metadata = await flatMetadata('properties-type-id', { id: '123', type: 'flat' }, { seo, siteName: 'ЖК «Новая Заря»' })
    expect(seo.mock.calls[0]![0]).toBe('/flats/123')
    // This title with the project name would pass 70 characters, so it goes alone.
    expect(metadata.title).toEqual({ absolute: expect.stringMatching(/^2-комнатная квартира .*№\u00a0123$/) })
    expect((metadata.title as { absolute: string }).absolute.length).toBeLessThanOrEqual(70)
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: '/cms-api/media/file/plan-2K-01.svg' })])
  })

  it('keeps the og:image of an SEO record and marks the print version noindex', async () => {
    const kept = withOpenGraphImage({ openGraph: { images: [{ url: '/seo.png' }] } }, flatDetail().plan)
    expect(kept.openGraph?.images).toEqual([{ url: '/seo.png' }])
    const seo = vi.fn(async () => ({}))
    const print = await flatMetadata('flats-id-print', { id: '123' }, { seo, siteName: 'ЖК' })
    expect(seo).toHaveBeenCalledWith('/flats/123/print', expect.objectContaining({ title: expect.stringMatching(/^Версия для печати: /) }))
    expect(print.robots).toEqual({ index: false, follow: false })
  })

  it('gives other property types their /properties address', () => {
    expect(canonicalFlatPath({ id: 307, type: { value: 'parking' } })).toBe('/properties/parking/307')
  })
})
