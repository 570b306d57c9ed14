import { describe, expect, it, vi } from 'vitest'

import { buildMetadata, normalizeSeoSlug, toSeoDto } from './seo'

const fallback = { title: 'Расположение', description: 'Набережная, парк и школа рядом.' }

describe('SEO records', () => {
  it('normalizes page paths to slugs', () => {
    expect(normalizeSeoSlug('/flats/?rooms=2')).toBe('/flats')
    expect(normalizeSeoSlug('flats')).toBe('/flats')
    expect(normalizeSeoSlug('')).toBe('/')
    expect(normalizeSeoSlug('/')).toBe('/')
  })

  it('maps records to {slug, meta_tags} with content or image', () => {
    const dto = toSeoDto({
      slug: '/location',
      title: 'Расположение ЖК',
      description: null,
      meta_tags: [
        { name: 'og:image', image: { url: '/cms-api/media/file/a.png', sizes: { wide: { url: '/cms-api/media/file/a-1600.webp' } } } },
        { name: 'keywords', content: 'новостройка, набережная' },
        { name: 'empty', content: '  ' },
        { name: '', content: 'x' },
      ],
    })
    expect(dto).toEqual({
      slug: '/location',
      title: 'Расположение ЖК',
      description: null,
      meta_tags: [
        { name: 'og:image', image: '/cms-api/media/file/a-1600.webp' },
        { name: 'keywords', content: 'новостройка, набережная' },
      ],
    })
  })
})

describe('buildMetadata', () => {
  it('uses the record: absolute title, description, canonical and Open Graph', () => {
    const meta = buildMetadata({
      record: {
        slug: '/location',
        title: 'Расположение — ЖК «Новая Заря»',
        description: 'Описание',
        meta_tags: [
          { name: 'og:image', image: '/img.webp' },
          { name: 'yandex-verification', content: 'abc' },
        ],
      },
      path: '/location?utm_source=x',
      fallback,
      siteName: 'ЖК «Новая Заря»',
    })
    expect(meta.title).toEqual({ absolute: 'Расположение — ЖК «Новая Заря»' })
    expect(meta.description).toBe('Описание')
    expect(meta.alternates).toEqual({ canonical: '/location' })
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      locale: 'ru_RU',
      url: '/location',
      title: 'Расположение — ЖК «Новая Заря»',
      description: 'Описание',
      images: [{ url: '/img.webp' }],
    })
    expect(meta.other).toEqual({ 'yandex-verification': 'abc' })
  })

  it('falls back to the page texts without a record', () => {
    const meta = buildMetadata({ record: null, path: '/location', fallback, siteName: 'ЖК «Новая Заря»' })
    expect(meta.title).toBe('Расположение')
    expect(meta.description).toBe(fallback.description)
    expect(meta.openGraph).toMatchObject({ title: 'Расположение — ЖК «Новая Заря»', url: '/location' })
    expect(meta.alternates).toEqual({ canonical: '/location' })
  })

  it('uses an absolute fallback title when given', () => {
    const meta = buildMetadata({
      record: null,
      path: '/',
      fallback: { ...fallback, absoluteTitle: 'ЖК «Новая Заря» — квартиры у воды' },
      siteName: 'ЖК «Новая Заря»',
    })
    expect(meta.title).toEqual({ absolute: 'ЖК «Новая Заря» — квартиры у воды' })
    expect(meta.openGraph).toMatchObject({ title: 'ЖК «Новая Заря» — квартиры у воды', url: '/' })
  })

  it('takes robots, keywords and og overrides from meta tags', () => {
    const meta = buildMetadata({
      record: {
        slug: '/test',
        title: null,
        description: null,
        meta_tags: [
          { name: 'robots', content: 'noindex' },
          { name: 'keywords', content: 'a, b' },
          { name: 'og:title', content: 'OG' },
          { name: 'description', content: 'D' },
        ],
      },
      path: '/test',
      fallback,
      siteName: 'S',
    })
    expect(meta.robots).toBe('noindex')
    expect(meta.keywords).toBe('a, b')
    expect(meta.description).toBe('D')
    expect(meta.openGraph).toMatchObject({ title: 'OG', description: 'D' })
  })
})

describe('pageMetadata', () => {
  it('logs a warning and carries on when the record cannot be read', async () => {
    vi.resetModules()
    vi.doMock('@/cms/client', () => ({ cms: async () => Promise.reject(new Error('database is locked')) }))
    const warn = vi.fn()
    vi.doMock('@/server/log', () => ({ moduleLogger: () => ({ warn }) }))
    const { pageMetadata } = await import('./server')
    const meta = await pageMetadata('/sunrise', { title: 'Рассветы', description: 'Угловые окна' })
    expect(meta.title).toBe('Рассветы')
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0]![0]).toMatchObject({ path: '/sunrise', err: expect.any(Error) })
    expect(String(warn.mock.calls[0]![1])).toContain('SEO record unavailable')
    vi.doUnmock('@/cms/client')
    vi.doUnmock('@/server/log')
    // Re-importing the server graph after resetModules takes seconds on a busy 2-core machine: not what is tested.
  }, 30_000)
})
