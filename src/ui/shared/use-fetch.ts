import 'client-only'

import { useEffect, useEffectEvent, useState } from 'react'

/** What useFetch knows about the current key's request. */
export interface Fetched<T> {
  /** The latest answer: kept while a newer key loads or after it fails (islands keep showing it); undefined until one comes. */
  data: T | undefined
  /** Whether `data` answers the current key rather than an earlier one. */
  current: boolean
  /** Whether the current key's request is still out. */
  loading: boolean
  /** Whether the current key's request failed (not aborted): `error` says why. */
  failed: boolean
  error: unknown
}

/**
 * Runs `load` in the browser whenever `key` changes (null asks nothing), optionally `delay` ms later, and aborts
 * the previous request on a new key or on unmount. An answer for an earlier key is dropped even when `load`
 * ignores the signal, so a slow old answer never overwrites a newer one.
 */
export function useFetch<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, options: { delay?: number } = {}): Fetched<T> {
  const [answer, setAnswer] = useState<{ key: string; data: T } | null>(null)
  const [failure, setFailure] = useState<{ key: string; error: unknown } | null>(null)
  // The key alone decides when to ask: `load` may close over anything the key stands for.
  const request = useEffectEvent(load)
  const { delay } = options

  useEffect(() => {
    if (key === null) return
    const abort = new AbortController()
    const run = () =>
      request(abort.signal).then(
        (data) => {
          if (abort.signal.aborted) return
          setAnswer({ key, data })
          setFailure(null)
        },
        (error: unknown) => {
          if (!abort.signal.aborted) setFailure({ key, error })
        },
      )
    // Without a delay the request leaves during the effect, as a hand-written one did.
    const timer = delay === undefined ? void run() : setTimeout(run, delay)
    return () => {
      clearTimeout(timer)
      abort.abort()
    }
  }, [key, delay])

  const current = answer?.key === key
  const failed = !current && failure?.key === key
  return { data: answer?.data, current, loading: key !== null && !current && !failed, failed, error: failed ? failure.error : undefined }
}
