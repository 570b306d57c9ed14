// Apart from the build watcher: the site's three error boundaries (global-error and two error.tsx) each carry
// these two functions in their own chunk, and every page loads all three; the watcher's code would be carried
// three times with them.

const CHUNK_ERROR =
  /ChunkLoadError|Loading (?:CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to load chunk/i

/** Whether an error (or rejection reason) is a failed load of a code chunk, typical right after a deploy. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false
  if (typeof error === 'string') return CHUNK_ERROR.test(error)
  const e = error as { name?: unknown; message?: unknown }
  return (typeof e.name === 'string' && e.name === 'ChunkLoadError') || (typeof e.message === 'string' && CHUNK_ERROR.test(e.message))
}

const RELOAD_KEY = 'nz:chunk-reload'
/** A chunk error reloads the target once per path per minute, so a broken deploy cannot loop forever. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** Decides whether to reload to `path` after a chunk-load error, and records the attempt. */
export function allowChunkReload(path: string, storage: Pick<Storage, 'getItem' | 'setItem'> | null, now = Date.now()): boolean {
  try {
    const raw = storage?.getItem(RELOAD_KEY)
    const last = raw ? (JSON.parse(raw) as { path?: string; at?: number }) : null
    if (last?.path === path && typeof last.at === 'number' && now - last.at < CHUNK_RELOAD_GUARD_MS) return false
    storage?.setItem(RELOAD_KEY, JSON.stringify({ path, at: now }))
  } catch {
    // Storage may be unavailable (private mode): reload anyway, the browser stops obvious loops.
  }
  return true
}
