import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import * as docsRoute from '@/app/api/docs/route'
import * as openapiRoute from '@/app/api/openapi.json/route'

import { ENDPOINTS } from './openapi'

type Json = Record<string, unknown>

async function get(url: string): Promise<{ status: number; body: Json }> {
  const response = await openapiRoute.GET(new Request(`http://localhost${url}`), { params: Promise.resolve({}) })
  return { status: response.status, body: (await response.json()) as Json }
}

/** Every route file of the product API with the methods it handles, as documented paths ({param}, trailing slash). */
function routeFiles(): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') {
        const source = fs.readFileSync(full, 'utf8')
        const methods = [...new Set([...source.matchAll(/\b(GET|POST|PUT|PATCH|DELETE)\s*:/g)].map((m) => m[1]!))]
        const route = path
          .relative('src/app', path.dirname(full))
          .split(path.sep)
          .map((s) => s.replace(/^\[(.+)\]$/, '{$1}'))
        out.push({ path: `/${route.join('/')}`, methods })
      }
    }
  }
  walk('src/app/api')
  walk('src/app/builds')
  return out
}

describe(`API documentation on ${inject('dialect')}`, () => {
  const SPEC_PATHS = [
    '/api/seo/',
    '/api/main_page/',
    '/api/menu/',
    '/api/menu_info/',
    '/api/properties/',
    '/api/properties/specs/',
    '/api/properties/facets/',
    '/api/properties/{id}/',
    '/api/properties/{id}/similar_properties/',
    '/api/properties/{id}/similar_properties_params/',
    '/api/properties/promo_feature/',
    '/api/properties/banner/',
    '/api/properties/promo/',
    '/api/properties/discounts/',
    '/api/mortgage_page/',
    '/api/mortgage/',
    '/api/mortgage/specs/',
    '/api/mortgage/facets/',
    '/api/mortgage/default_calculation/',
    '/api/requests/request_block/',
    '/api/requests/',
    '/api/progress/',
    '/api/progress/specs/',
    '/api/progress/facets/',
    '/api/progress/{id}/',
    '/api/progress/promo/',
    '/api/cameras/',
    '/api/panorama_card/',
    '/api/viewed/',
    '/api/favorites/favorite_properties',
    '/api/favorites/',
    '/api/favorites/clear/',
    '/api/favorites/{id}/',
    '/api/favorites/specs/',
    '/api/favorites/facets/',
    '/api/favorite_collection/',
    '/api/favorite_collection/{collection}/properties/',
    '/api/pinned/',
    '/api/pinned/clear/',
    '/api/pinned/{id}/',
    '/api/genplan/',
    '/api/genplan/building/{id}/',
    '/api/genplan/buildings-combined-sections/',
    '/api/sunrise/',
    '/api/infrastructure/',
    '/api/parks_courtyards/',
    '/api/mailing/',
    '/api/redirects/lookup/',
    '/api/icons/{collection}.json',
    '/builds/latest.json',
  ]

  it('describes every SPEC §7 endpoint in OpenAPI 3.1', async () => {
    const { status, body } = await get('/api/openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    const paths = body.paths as Record<string, Record<string, Json>>
    for (const path of SPEC_PATHS) expect(Object.keys(paths), path).toContain(path)
    expect(paths['/api/requests/']!.post!.requestBody).toBeDefined()
    const mortgage = paths['/api/mortgage/']!.get!.parameters as { name: string }[]
    expect(mortgage.map((p) => p.name)).toEqual(
      expect.arrayContaining(['category', 'initial_payment', 'price', 'term', 'order', 'limit', 'offset']),
    )
    // The euro-layout filter (issue 14) is documented wherever the catalogue filters are taken.
    for (const path of ['/api/properties/', '/api/properties/facets/', '/api/favorites/', '/api/pinned/']) {
      const params = paths[path]!.get!.parameters as { name: string; schema: unknown }[]
      const euro = params.find((p) => p.name === 'layout_format')
      expect(euro, path).toBeDefined()
      expect(JSON.stringify(euro!.schema), path).toContain('"classic","euro"')
    }
    const refs = JSON.stringify(body).match(/#\/components\/schemas\/[A-Za-z]+/g) ?? []
    const components = Object.keys((body.components as { schemas: Json }).schemas)
    for (const ref of new Set(refs)) expect(components).toContain(ref.split('/').pop())
  })

  it('documents every method of every route file under src/app/api', () => {
    const documented = new Set(
      ENDPOINTS.map((e) => `${e.method} ${e.path.replace(/\/$/, '').replace('{collection}.json', '{collection}')}`),
    )
    const missing = routeFiles().flatMap((r) => r.methods.map((m) => `${m} ${r.path}`).filter((key) => !documented.has(key)))
    expect(missing).toEqual([])
  })

  it('renders a readable, script-free docs page', async () => {
    const response = await docsRoute.GET(new Request('http://localhost/api/docs'), { params: Promise.resolve({}) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toContain('<html lang="ru">')
    expect(html).not.toMatch(/<script/i)
    for (const path of ['/api/mortgage/', '/api/requests/', '/api/properties/{id}/']) expect(html).toContain(path)
    expect(html).toContain('Пример запроса')
  })
})
