/**
 * Notifications that CMS data changed. The CMS layer emits (it may not import features); features subscribe
 * to drop their caches. Within one server the workers of scripts/serve.mjs hear each other's changes at once
 * through the primary process; across machines each cache also checks a cheap version stamp in the database
 * or expires within seconds, so this is the fast path, not the only one.
 */
import { type PrimaryChannel, primaryChannel } from './cluster'
import { moduleLogger } from './log'

export type ChangeEvent = { kind: 'collection' | 'global'; slug: string; id?: string | number }
type Listener = (event: ChangeEvent) => void

/** The message type scripts/serve.mjs relays to the other workers. */
export const CMS_CHANGE_MESSAGE = 'nz:cms-change'

const log = moduleLogger('change-events')
// One registry per process even when Next bundles this module into several chunks.
const key = Symbol.for('novaya-zarya.change-listeners')
const store = globalThis as unknown as Record<symbol, { listeners: Set<Listener>; relay?: (event: ChangeEvent) => void } | undefined>
const state = (store[key] ??= { listeners: new Set<Listener>() })

/** Subscribes to CMS changes; returns the unsubscribe function. */
export function onCmsChange(listener: Listener): () => void {
  state.listeners.add(listener)
  return () => state.listeners.delete(listener)
}

function notify(event: ChangeEvent): void {
  for (const listener of state.listeners) {
    try {
      listener(event)
    } catch (error) {
      log.error({ err: error, slug: event.slug, kind: event.kind }, 'change listener failed')
    }
  }
}

/** Tells every subscriber, in this process and in the other workers, that CMS data changed. Never throws. */
export function emitCmsChange(event: ChangeEvent): void {
  notify(event)
  try {
    state.relay?.(event)
  } catch (error) {
    // A closed channel (the primary is shutting down) must not break the editor's save.
    log.warn({ err: error, slug: event.slug }, 'change not relayed to the other workers')
  }
}

const isChangeEvent = (value: unknown): value is ChangeEvent =>
  typeof value === 'object' &&
  value !== null &&
  ((value as ChangeEvent).kind === 'collection' || (value as ChangeEvent).kind === 'global') &&
  typeof (value as ChangeEvent).slug === 'string'

/**
 * Links this process's change events to the other workers through the primary: what is emitted here is sent
 * to it, and what it relays from another worker is told to the subscribers here (and not sent back).
 */
export function linkWorkerChanges(channel: PrimaryChannel): void {
  state.relay = (event) => channel.send?.({ type: CMS_CHANGE_MESSAGE, event })
  channel.on('message', (message) => {
    const m = message as { type?: unknown; event?: unknown }
    if (m?.type === CMS_CHANGE_MESSAGE && isChangeEvent(m.event)) notify(m.event)
  })
}

// A worker of scripts/serve.mjs links itself once, whichever chunk loads this module first.
const channel = primaryChannel()
if (channel && !state.relay) linkWorkerChanges(channel)
