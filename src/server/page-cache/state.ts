/**
 * The page cache's process-wide state, shared by Next's cache handler (handler.ts, which Node loads as-is
 * outside Next's bundles) and the app (bundled code that hears CMS changes). Both reach the same object
 * through a global symbol. No imports with path aliases: Node loads this file directly.
 */

export interface PageCacheState {
  /** Every entry stored before this moment is stale: the next request renders its page again. */
  staleBefore: number
  /** When each cache tag was last revalidated (revalidateTag / revalidatePath). */
  tagsExpiredAt: Map<string, number>
}

const KEY = Symbol.for('novaya-zarya.page-cache')
const registry = globalThis as unknown as Record<symbol, PageCacheState | undefined>

/** The one state of this process. */
export function pageCacheState(): PageCacheState {
  return (registry[KEY] ??= { staleBefore: 0, tagsExpiredAt: new Map() })
}

/** Marks every page this process has cached stale: the public content changed (or a hold ran out). */
export function expireAllPages(now = Date.now()): void {
  const state = pageCacheState()
  state.staleBefore = Math.max(state.staleBefore, now)
}

/** Marks the pages carrying any of these tags stale (tags.ts: what a change expires). */
export function expireTags(tags: readonly string[], now = Date.now()): void {
  const { tagsExpiredAt } = pageCacheState()
  for (const tag of tags) tagsExpiredAt.set(tag, Math.max(tagsExpiredAt.get(tag) ?? 0, now))
}

/** Is an entry stored at `storedAt` with these tags still current? */
export function isCurrent(storedAt: number, tags: readonly string[], state = pageCacheState()): boolean {
  if (storedAt < state.staleBefore) return false
  return tags.every((tag) => (state.tagsExpiredAt.get(tag) ?? 0) <= storedAt)
}
