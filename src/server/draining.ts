import 'server-only'

/**
 * Whether this instance is shutting down (SIGTERM received): readiness turns 503 so the balancer drains it.
 * Kept on globalThis because Next.js bundles instrumentation and route handlers separately, each with its own
 * copy of this module.
 */
const KEY = Symbol.for('novaya-zarya.draining')
const state = globalThis as { [KEY]?: boolean }

/** Marks the instance as draining. */
export function startDraining(): void {
  state[KEY] = true
}

/** True once SIGTERM arrived. */
export function isDraining(): boolean {
  return state[KEY] === true
}

/** Ends the drain: the instance is ready again (tests that drained it hand the process on as they found it). */
export function stopDraining(): void {
  state[KEY] = false
}
