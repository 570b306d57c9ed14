// Requests on a fresh connection each: scripts/serve.mjs's primary hands connections to its workers in turn, so a run
// of them reaches every worker — what a test of the workers' caches needs (a pooled connection stays on one worker).
import http from 'node:http'

/** One request on a fresh connection: the status, the page cache's verdict and the body. */
export function onNewConnection(
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; cache: string | undefined; text: string }> {
  const target = new URL(url)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        method,
        agent: false,
        headers: { connection: 'close', ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, cache: response.headers['x-nextjs-cache'] as string | undefined, text }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** A price as the site prints it: digit groups split by a space of any kind. */
export const printedPrice = (price: number) => new RegExp(String(price).replace(/\B(?=(\d{3})+(?!\d))/g, '[\\s\\u00a0\\u202f]'))

/** Asks `path` until two answers in a row are page-cache hits (both workers hold it), at most 20 times; the verdicts. */
export async function warmOnEveryWorker(base: string, path: string): Promise<(string | undefined)[]> {
  const verdicts: (string | undefined)[] = []
  for (let i = 0; i < 20 && !(verdicts.length >= 2 && verdicts.slice(-2).every((v) => v === 'HIT')); i++)
    verdicts.push((await onNewConnection(base + path)).cache)
  return verdicts
}
