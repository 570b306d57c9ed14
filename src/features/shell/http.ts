/**
 * The browser's HTTP client: one per page, failed calls reported to monitoring (SPEC §8).
 *
 * The client and the monitor's hook load with the first call, not with the page: most pages call nothing until
 * the visitor filters, scrolls or sends a form, and the two were ~3 KB gzip of the first load of every page
 * that merely could call. A call made before they arrive waits for that one download.
 */
import type { HttpClient } from '@/lib/http-client'

let loading: Promise<HttpClient> | null = null

function client(): Promise<HttpClient> {
  loading ??= Promise.all([import('@/lib/http-client'), import('@/features/monitoring')]).then(
    ([{ createHttpClient }, { reportHttpFailure }]) =>
      createHttpClient({ monitor: reportHttpFailure, retryDelayMs: 300, timeoutMs: 15_000, csrfEndpoint: '/api/csrf/' }),
    (error: unknown) => {
      // A failed download (a new build, the network) is tried again by the next call.
      loading = null
      throw error
    },
  )
  return loading
}

export const browserHttp: HttpClient = {
  request: (path, options) => client().then((http) => http.request(path, options)),
  get: (path, options) => client().then((http) => http.get(path, options)),
  post: (path, body, options) => client().then((http) => http.post(path, body, options)),
  put: (path, body, options) => client().then((http) => http.put(path, body, options)),
  patch: (path, body, options) => client().then((http) => http.patch(path, body, options)),
  delete: (path, options) => client().then((http) => http.delete(path, options)),
}
