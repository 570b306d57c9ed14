/**
 * In-process notifications that CMS data changed. The CMS layer emits (it may not import features);
 * features subscribe to drop their caches and revalidate pages. Across instances, each cache also
 * checks a cheap version stamp in the database, so this is the fast path, not the only one.
 */
import { moduleLogger } from './log'

export type ChangeEvent = { kind: 'collection' | 'global'; slug: string; id?: string | number }
type Listener = (event: ChangeEvent) => void

const log = moduleLogger('change-events')
const key = Symbol.for('novaya-zarya.change-listeners')
// One registry per process even when Next bundles this module into several chunks.
const store = globalThis as unknown as Record<symbol, Set<Listener> | undefined>
const listeners = (store[key] ??= new Set<Listener>())

/** Subscribes to CMS changes; returns the unsubscribe function. */
export function onCmsChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every subscriber that CMS data changed. A failing listener never breaks the editor's save. */
export function emitCmsChange(event: ChangeEvent): void {
  for (const listener of listeners) {
    try {
      listener(event)
    } catch (error) {
      log.error({ err: error, slug: event.slug, kind: event.kind }, 'change listener failed')
    }
  }
}
