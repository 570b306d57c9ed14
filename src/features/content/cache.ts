import { changesPublicContent, onCmsChangeSettled } from '@/server/change-events'
import { processReadCache } from '@/server/read-cache'

const cache = () => processReadCache<unknown>('content', { max: 200 })

/**
 * Drops every cached read when the public content changes (src/start-up.ts, once per process); returns the stop.
 * Reads are kept until then: the change events are the one freshness path (docs/rendering.md), and they reach
 * every process (workers through the primary, instances through Redis).
 */
export function keepContentFresh(): () => void {
  return onCmsChangeSettled((event) => {
    if (changesPublicContent(event)) cache().clear()
  })
}

/** Reuses a CMS read until the next public change; concurrent callers share one load, failures are not kept. */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return cache().get(key, load) as Promise<T>
}

/** Forgets every cached read (tests). */
export function clearCache(): void {
  cache().clear()
}
