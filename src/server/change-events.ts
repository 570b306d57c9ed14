/**
 * Notifications that CMS data changed. The CMS layer emits (it may not import features); features subscribe
 * to drop their caches. The workers of one server (scripts/serve.mjs) hear each other's changes at once through
 * the primary process, and with REDIS_URL every instance hears every other's through Redis pub/sub. Each cache
 * also checks a cheap version stamp in the database or expires within seconds, so these are the fast path, not
 * the only one; a change heard twice (over both links) only clears a cache twice.
 */
import { randomUUID } from 'node:crypto'

import { type PrimaryChannel, primaryChannel } from './cluster'
import { moduleLogger } from './log'
import { CMS_CHANGE_MESSAGE } from './primary-protocol'
import { getRedis, type RedisClient, redisName } from './redis'

/** Does this change alter what public pages show? (The rule lives with the map of changes to pages.) */
export { changesPublicContent } from './page-cache/tags'

/**
 * A change of what the CMS holds: a collection's document (`id`), several of its documents at once (`ids`: an
 * import names every property it changed, in one event) or a global.
 */
export type ChangeEvent = { kind: 'collection' | 'global'; slug: string; id?: string | number; ids?: (string | number)[] }
/** `settled`: the second call, SETTLE_MS after the first, when the change has surely committed (onCmsChangeSettled). */
type Listener = (event: ChangeEvent, settled?: boolean) => void

export { CMS_CHANGE_MESSAGE }
/** The Redis channel every instance publishes its editors' changes on. */
/** The pub/sub channel of CMS changes, in this site's Redis namespace. */
export const redisChangeChannel = () => redisName('cms-change')

const log = moduleLogger('change-events')
// One registry per process even when Next bundles this module into several chunks.
const key = Symbol.for('novaya-zarya.change-listeners')
type Relay = (event: ChangeEvent) => void
interface State {
  listeners: Set<Listener>
  /** Where a change emitted here is sent on: the primary process, Redis. */
  relays: Set<Relay>
  /** This process among the instances on the Redis channel: its own messages come back and are skipped. */
  instance: string
  workersLinked?: boolean
  redisLink?: Promise<unknown>
}
const store = globalThis as unknown as Record<symbol, State | undefined>
const state = (store[key] ??= { listeners: new Set<Listener>(), relays: new Set<Relay>(), instance: randomUUID() })

/** Subscribes to CMS changes; returns the unsubscribe function. */
export function onCmsChange(listener: Listener): () => void {
  state.listeners.add(listener)
  return () => state.listeners.delete(listener)
}

/** How long after a change its transaction has surely committed: Payload's afterChange hooks run before the commit. */
export const SETTLE_MS = 1_500

/**
 * Subscribes a cache to CMS changes, each told twice: at once, and again SETTLE_MS later. A read between the
 * event and the commit may still see the old data; the second call drops what such a read put in the cache.
 * This is the one way a change reaches every cache (pages, content reads, the catalogue) on every instance.
 */
export function onCmsChangeSettled(listener: Listener): () => void {
  return onCmsChange((event) => {
    listener(event, false)
    setTimeout(() => {
      try {
        listener(event, true)
      } catch (error) {
        log.error({ err: error, slug: event.slug, kind: event.kind }, 'change listener failed')
      }
    }, SETTLE_MS).unref?.()
  })
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
  for (const relay of state.relays) {
    try {
      relay(event)
    } catch (error) {
      // A closed channel (the primary is shutting down) must not break the editor's save.
      log.warn({ err: error, slug: event.slug }, 'change not relayed to the other instances')
    }
  }
}

/**
 * Adds a relay: told each change emitted in this process (not the ones heard from other processes), so that
 * something done once per change (a CDN purge) is done by the instance where the change was saved.
 */
export function addChangeRelay(relay: (event: ChangeEvent) => void): () => void {
  state.relays.add(relay)
  return () => state.relays.delete(relay)
}

const isChangeEvent = (value: unknown): value is ChangeEvent =>
  typeof value === 'object' &&
  value !== null &&
  ((value as ChangeEvent).kind === 'collection' || (value as ChangeEvent).kind === 'global') &&
  typeof (value as ChangeEvent).slug === 'string' &&
  ((value as ChangeEvent).ids === undefined || Array.isArray((value as ChangeEvent).ids))

/**
 * Links this process's change events to the other workers through the primary: what is emitted here is sent
 * to it, and what it relays from another worker is told to the subscribers here (and not sent back).
 */
export function linkWorkerChanges(channel: PrimaryChannel): void {
  state.workersLinked = true
  state.relays.add((event) => channel.send?.({ type: CMS_CHANGE_MESSAGE, event }))
  channel.on('message', (message) => {
    const m = message as { type?: unknown; event?: unknown }
    if (m?.type === CMS_CHANGE_MESSAGE && isChangeEvent(m.event)) notify(m.event)
  })
}

/**
 * Links this process to every other instance through Redis pub/sub: a change emitted here is published, and one
 * published by another process is told to the subscribers here. Pub/sub needs a connection of its own, so the
 * client is duplicated. Returns the function that unlinks.
 */
export async function linkRedisChanges(redis: RedisClient): Promise<() => Promise<void>> {
  const subscriber = redis.duplicate()
  subscriber.on('error', (error: unknown) => log.warn({ err: error }, 'redis change subscriber error'))
  await subscriber.connect()
  await subscriber.subscribe(redisChangeChannel(), (raw: string) => {
    let message: { origin?: unknown; event?: unknown }
    try {
      message = JSON.parse(raw) as typeof message
    } catch {
      return
    }
    if (message.origin !== state.instance && isChangeEvent(message.event)) notify(message.event)
  })
  const relay: Relay = (event) => {
    redis.publish(redisChangeChannel(), JSON.stringify({ origin: state.instance, event })).catch((error: unknown) => {
      log.warn({ err: error, slug: event.slug }, 'change not published to the other instances')
    })
  }
  state.relays.add(relay)
  return async () => {
    state.relays.delete(relay)
    await subscriber.quit()
  }
}

/**
 * Starts the Redis link of this server process when REDIS_URL is set (instrumentation calls it once at start).
 * A Redis that cannot be reached is logged and skipped: the caches still catch up by themselves within seconds.
 */
export function startRedisChangeRelay(): Promise<unknown> {
  state.redisLink ??= getRedis()
    .then((redis) => (redis ? linkRedisChanges(redis) : null))
    .catch((error: unknown) => log.warn({ err: error }, 'CMS changes are not shared through Redis'))
  return state.redisLink
}

/**
 * Links this process to the other workers of scripts/serve.mjs through the primary, when it is one of several
 * (instrumentation calls it once at start). Once per process, whichever bundle's copy of this module asks.
 */
export function startWorkerChangeLink(channel: PrimaryChannel | null = primaryChannel()): void {
  if (channel && !state.workersLinked) linkWorkerChanges(channel)
}
