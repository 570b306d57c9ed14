/**
 * The redirect lookup handed from the app to the proxy inside one server process. The proxy's bundle does not load
 * Payload, so without this it asks the lookup over loopback HTTP: under load that call queues behind the very
 * requests it delays (p99 212 ms and timeouts at 50 connections), and each first visit of a path pays for two
 * requests. The app registers its lookup here at start-up; the proxy calls it directly when it is there, and keeps
 * the HTTP call for a process that has none (a proxy run apart from the app).
 * A registry on globalThis, because Next bundles the proxy and the app's server code as separate module graphs.
 */
import type { RedirectLookup } from './lookup'

export type LookupRedirect = (path: string) => Promise<RedirectLookup>

const key = Symbol.for('novaya-zarya.redirect-lookup')
const registry = globalThis as unknown as Record<symbol, LookupRedirect | undefined>

/** Offers the app's lookup to the proxy of this process; returns the withdrawal. */
export function provideInProcessLookup(lookup: LookupRedirect): () => void {
  registry[key] = lookup
  return () => {
    if (registry[key] === lookup) registry[key] = undefined
  }
}

/** The app's lookup when this process registered one. */
export function inProcessLookup(): LookupRedirect | undefined {
  return registry[key]
}
