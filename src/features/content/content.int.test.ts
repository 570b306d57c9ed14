import { beforeAll, describe, expect, inject, it } from 'vitest'

import * as infrastructureRoute from '@/app/api/infrastructure/route'
import * as mainPageRoute from '@/app/api/main_page/route'
import * as yardsRoute from '@/app/api/parks_courtyards/route'
import * as requestBlockRoute from '@/app/api/requests/request_block/route'
import * as sunriseRoute from '@/app/api/sunrise/route'
import { clearCache } from '@/features/content'

type Route = { GET: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> }
type Json = Record<string, unknown>

async function get(route: Route, url: string): Promise<{ status: number; body: Json }> {
  const response = await route.GET(new Request(`http://localhost${url}`), { params: Promise.resolve({}) })
  return { status: response.status, body: (await response.json()) as Json }
}

/** Every key path in a JSON value, e.g. "screens.0.image.url". */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${prefix}${i}.`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [`${prefix}${k}`, ...keyPaths(v, `${prefix}${k}.`)])
  return []
}

/** Every image DTO inside a JSON value. */
function images(value: unknown): Json[] {
  if (Array.isArray(value)) return value.flatMap(images)
  if (value && typeof value === 'object') {
    const o = value as Json
    return 'sizes' in o && 'url' in o ? [o] : Object.values(o).flatMap(images)
  }
  return []
}

function expectCleanDto(body: Json) {
  const internal = keyPaths(body).filter((path) =>
    /(^|\.)(id|createdAt|updatedAt|globalType|filename|mimeType|filesize|focalX|focalY|thumbnailURL)$/.test(path),
  )
  expect(internal).toEqual([])
  for (const image of images(body)) {
    expect(image).toMatchObject({ url: expect.stringMatching(/^\/|^https?:/), alt: expect.any(String) })
    expect(Object.keys(image).sort()).toEqual(['alt', 'height', 'sizes', 'url', 'width'])
    const sizes = image.sizes as Json
    // The portrait crop of a screen-tall hero: a raster file gets one unless it is smaller both ways (the library
    // never enlarges a whole picture), an SVG plan none.
    const small = Number(image.width) < 608 && Number(image.height) < 1080
    if (String(image.url).endsWith('.svg') || small) expect(Object.keys(sizes).sort(), String(image.url)).toEqual(['card', 'wide'])
    else {
      expect(Object.keys(sizes).sort(), String(image.url)).toEqual(['card', 'portrait', 'wide'])
      expect(sizes.portrait).toEqual({ url: expect.stringMatching(/-608x1080\.webp$/), width: 608, height: 1080 })
    }
  }
}

const PAGES: [string, Route, string, string[]][] = [
  [
    '/api/main_page/',
    mainPageRoute,
    'main-page',
    [
      'screens',
      'developer',
      'story',
      'layout_block',
      'layouts',
      'advantage_first',
      'feature',
      'video',
      'video_avatar',
      'advantage_second',
      'gallery_slides',
      'gallery',
      'holidays',
    ],
  ],
  [
    '/api/sunrise/',
    sunriseRoute,
    'sunrise-page',
    [
      'main_screen',
      'advantages_windows_block',
      'sunrises_layout_block',
      'features_corner_glazing_block',
      'advantage_block',
      'corner_glazing_block',
      'about_windows_block',
    ],
  ],
  [
    '/api/infrastructure/',
    infrastructureRoute,
    'location-page',
    ['title', 'description', 'map', 'district_panorama', 'points_attraction', 'school_kindergarten'],
  ],
  [
    '/api/parks_courtyards/',
    yardsRoute,
    'yards-page',
    [
      'title',
      'description',
      'slider_main_screen_items',
      'communication_area_block',
      'advantage_block',
      'park_features_block',
      'settle_down_nearby_block_first',
      'settle_down_nearby_block_second',
      'gallery_slides',
      'sport_block',
      'herbarium_block',
    ],
  ],
  ['/api/requests/request_block/', requestBlockRoute, 'request-block', ['title', 'description', 'button_text']],
]

beforeAll(() => clearCache())

describe(`content endpoints on ${inject('dialect')}`, () => {
  it.each(PAGES)('%s answers the seeded page as a clean DTO', async (url, route, _slug, keys) => {
    const { status, body } = await get(route, url)
    expect(status).toBe(200)
    expect(Array.isArray(body)).toBe(false)
    for (const key of keys) expect(body, key).toHaveProperty(key)
    expectCleanDto(body)
    expect(JSON.stringify(body)).toMatch(/[а-яё]{4}/i)
    // The consultation form's texts may go without a picture; every page has illustrations.
    if (!url.includes('request_block')) expect(images(body).length).toBeGreaterThan(0)
  })

  it('the main page carries the schedule banner switch and its filled blocks', async () => {
    const { body } = await get(mainPageRoute, '/api/main_page/')
    expect(typeof (body.holidays as Json).is_enabled).toBe('boolean')
    const screens = body.screens as Json[]
    expect(screens.length).toBeGreaterThan(0)
    expect(screens[0]).toMatchObject({ title: expect.any(String), image: { url: expect.any(String) } })
    expect((body.advantage_first as Json).advantages).toEqual(expect.any(Array))
  })

  it('answers the slashless path the same and refuses writes with a JSON 405', async () => {
    expect((await get(sunriseRoute, '/api/sunrise')).body).toEqual((await get(sunriseRoute, '/api/sunrise/')).body)
    const response = await sunriseRoute.DELETE(new Request('http://localhost/api/sunrise/', { method: 'DELETE' }), {
      params: Promise.resolve({}),
    })
    expect(response.status).toBe(405)
    expect((await response.json()).error.code).toBe('method_not_allowed')
  })
})
