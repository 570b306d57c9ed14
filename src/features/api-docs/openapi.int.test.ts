import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import * as docsRoute from '@/app/api/docs/route'
import * as openapiRoute from '@/app/api/openapi.json/route'

import type { Operation } from '@/server/api'

import { ENDPOINTS } from './openapi'

type Json = Record<string, unknown>

async function get(url: string): Promise<{ status: number; body: Json }> {
  const response = await openapiRoute.GET(new Request(`http://localhost${url}`), { params: Promise.resolve({}) })
  return { status: response.status, body: (await response.json()) as Json }
}

/** Every route file of the product API, with its documented path ({param}, no trailing slash). */
function routeFiles(): { file: string; path: string }[] {
  const out: { file: string; path: string }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === 'route.ts') {
        const route = path
          .relative('src/app', path.dirname(full))
          .split(path.sep)
          .map((s) => s.replace(/^\[(.+)\]$/, '{$1}'))
        out.push({ file: full, path: `/${route.join('/')}` })
      }
    }
  }
  walk('src/app/api')
  walk('src/app/builds')
  return out
}

const documentedPath = (op: Operation) => op.path.replace(/\/$/, '').replace('{collection}.json', '{collection}')

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
    // The euro-layout filter is documented wherever the catalogue filters are taken.
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

  it('serves every method of every route file from a documented operation at that path', async () => {
    const served: string[] = []
    const problems: string[] = []
    for (const route of routeFiles()) {
      const routeModule = (await import(/* @vite-ignore */ path.resolve(route.file))) as Record<string, { operation?: Operation }>
      if (route.file.includes('[[...path]]')) continue // the JSON 404 of paths no route matches
      for (const method of ['GET', 'POST', 'DELETE', 'PUT', 'PATCH']) {
        const op = routeModule[method]?.operation
        if (!op) continue
        served.push(`${method} ${route.path}`)
        if (op.method !== method) problems.push(`${route.file}: ${method} serves ${op.method} ${op.path}`)
        if (documentedPath(op) !== route.path) problems.push(`${route.file}: serves ${op.path}`)
        if (!ENDPOINTS.includes(op)) problems.push(`${route.file}: ${method} ${op.path} is not in the document`)
      }
      // A method the route answers with anything but a 405 must come from an operation.
      for (const method of ['GET', 'POST', 'DELETE']) {
        if (routeModule[method]?.operation) continue
        const init: RequestInit = {
          method,
          headers: { cookie: 'csrftoken=0123456789abcdef0123456789abcdef', 'x-csrftoken': '0123456789abcdef0123456789abcdef' },
        }
        const response = await (routeModule[method] as unknown as (r: Request, c: object) => Promise<Response>)(
          new Request(`http://localhost${route.path}/`, init),
          { params: Promise.resolve({}) },
        )
        if (response.status !== 405) problems.push(`${route.file}: ${method} answers ${response.status} without an operation`)
      }
    }
    expect(problems).toEqual([])
    // Every documented operation is served by some route (none is documented and gone).
    expect(ENDPOINTS.map((op) => `${op.method} ${documentedPath(op)}`).sort()).toEqual([...new Set(served)].sort())
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
