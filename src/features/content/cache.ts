import { changesPublicContent, onCmsChangeSettled } from '@/server/change-events'
import { createReadCache } from '@/server/read-cache'

const cache = createReadCache<unknown>({ max: 200 })
// Kept until the public content changes: the change events are the one freshness path (docs/rendering.md),
// and they reach every process (workers through the primary, instances through Redis).
onCmsChangeSettled((event) => {
  if (changesPublicContent(event)) cache.clear()
})

/** Reuses a CMS read until the next public change; concurrent callers share one load, failures are not kept. */
export function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  return cache.get(key, load) as Promise<T>
}

/** Forgets every cached read (tests). */
export function clearCache(): void {
  cache.clear()
}
