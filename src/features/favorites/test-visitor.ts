/** Test helper of the visitor-list integration tests (favorites, compare); never imported by the app. */
import type { IdList } from './favorites.schema'
import { newCsrfToken } from '@/server/api'

/** A route handler as the App Router calls it. */
export type Route = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

/**
 * A browser for the visitor-list APIs: keeps its cookies (csrftoken, vid) between calls like a real one; each has
 * its own csrftoken, unless given one (the same browser's requests sent through two server processes).
 */
export class Visitor {
  vid: string | null = null

  constructor(readonly csrf: string = newCsrfToken()) {}

  headers(extra: Record<string, string> = {}): Record<string, string> {
    return { cookie: `csrftoken=${this.csrf}${this.vid ? `; vid=${this.vid}` : ''}`, 'x-csrftoken': this.csrf, ...extra }
  }

  async call<T>(
    route: Route,
    method: string,
    path: string,
    options: { body?: BodyInit; type?: string; params?: Record<string, string> } = {},
  ) {
    const headers = this.headers(options.type ? { 'content-type': options.type } : {})
    const response = await route(new Request(`http://localhost${path}`, { method, headers, body: options.body }), {
      params: Promise.resolve(options.params ?? {}),
    })
    const cookie = response.headers.get('set-cookie')
    const vid = cookie?.match(/(?:^|,\s*)vid=([^;]+)/)?.[1]
    if (vid) this.vid = vid
    return { status: response.status, body: (await response.json()) as T, cookie, cacheControl: response.headers.get('cache-control') }
  }

  add(route: Route, id: number, path = '/api/favorites/') {
    return this.call<IdList>(route, 'POST', path, { body: JSON.stringify({ id }), type: 'application/json' })
  }
}
