/**
 * What the catalogue connectors share when they call a sales system: a pace (at most one request per interval,
 * as Profitbase demands: faster senders get their address blocked), a 429 honoured by its Retry-After, a few
 * retries of a server that is down or answers 5xx, and a Russian message when it stays down.
 */

/** A connector's failure, said in Russian for the dashboard and the import log. */
export class ConnectorError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message)
    this.name = 'ConnectorError'
  }
}

export interface PacedFetchOptions {
  fetch?: typeof fetch
  /** The least time between an answer and the next request. */
  minIntervalMs: number
  /** Tries of one request while the server is down, answers 5xx or 429. */
  attempts?: number
  /** Pause before a retry of a failed (5xx or unreachable) request; doubled each time. */
  backoffMs?: number
  /** Longest wait a Retry-After may ask for before the run gives up. */
  maxRetryAfterMs?: number
  /** One request's time limit. */
  timeoutMs?: number
  sleep?: (ms: number) => Promise<void>
  now?: () => number
  /** The system's name in messages («Profitbase», «прайс-лист по ссылке»). */
  system: string
}

export type PacedFetch = (url: string, init?: RequestInit) => Promise<Response>

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Seconds or an HTTP date, as Retry-After may say; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000
  const at = Date.parse(header)
  return Number.isFinite(at) ? Math.max(0, at - now) : null
}

/** A fetch that keeps the pace, honours 429 and retries an outage; throws ConnectorError when it cannot get an answer. */
export function pacedFetch(options: PacedFetchOptions): PacedFetch {
  const {
    fetch: doFetch = fetch,
    minIntervalMs,
    attempts = 4,
    backoffMs = 2_000,
    maxRetryAfterMs = 120_000,
    timeoutMs = 30_000,
    sleep = realSleep,
    now = Date.now,
    system,
  } = options
  // Counted from the previous answer, not the previous start: the server sees the gap between arrivals, and a
  // first request slowed by its connection would otherwise leave the second one arriving too soon.
  let lastAnswer = Number.NEGATIVE_INFINITY
  const paced = async () => {
    const wait = lastAnswer + minIntervalMs - now()
    if (wait > 0) await sleep(wait)
  }
  return async (url, init) => {
    for (let attempt = 1; ; attempt++) {
      await paced()
      let response: Response
      try {
        response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) })
        lastAnswer = now()
      } catch (error) {
        lastAnswer = now()
        if (attempt >= attempts) throw new ConnectorError(`${system} не отвечает: ${(error as Error).message}`)
        await sleep(backoffMs * 2 ** (attempt - 1))
        continue
      }
      if (response.status === 429) {
        const wait = retryAfterMs(response.headers.get('retry-after'), now()) ?? backoffMs * 2 ** (attempt - 1)
        if (attempt >= attempts || wait > maxRetryAfterMs)
          throw new ConnectorError(`${system} просит подождать с запросами (429): следующая попытка — при следующем запуске`, 429)
        await sleep(wait)
        continue
      }
      if (response.status >= 500) {
        if (attempt >= attempts) throw new ConnectorError(`${system} отвечает ошибкой ${response.status}`, response.status)
        await sleep(backoffMs * 2 ** (attempt - 1))
        continue
      }
      return response
    }
  }
}
