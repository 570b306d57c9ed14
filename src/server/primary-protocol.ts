/**
 * What the primary process of scripts/serve.mjs and its workers say to each other over node:cluster's IPC,
 * and the primary's rate-limit count — one implementation for both sides. The workers' side lives in
 * rate-limit.ts (clusterStore) and change-events.ts (linkWorkerChanges); scripts/serve.mjs imports this file
 * as it is (Node strips the types, like the page cache handler), so it has no imports and only erasable syntax.
 */

/** A rate-limit hit a worker asks the primary to count: `{ type, id, key, windowMs }`, answered `{ type, id, count, resetAt }`. */
export const RATE_LIMIT_MESSAGE = 'nz:rate-limit'
/** A CMS change a worker tells the others about, through the primary: `{ type, event }`. */
export const CMS_CHANGE_MESSAGE = 'nz:cms-change'

/** A key's hits in its current window, and when the window ends (epoch ms). */
export interface Counted {
  count: number
  resetAt: number
}

/** Adds one hit to the key's window and returns the count so far. */
export type WindowCounter = (key: string, windowMs: number) => Counted

/**
 * Fixed-window counters in memory: a window opens with its first hit and lasts windowMs; expired windows are
 * swept at most once a minute, as new hits come.
 */
export function fixedWindowCounter(now: () => number = Date.now): WindowCounter {
  const windows = new Map<string, Counted>()
  let nextSweep = 0
  return (key, windowMs) => {
    const t = now()
    if (t >= nextSweep) {
      for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k)
      nextSweep = t + 60_000
    }
    const current = windows.get(key)
    const window = current && current.resetAt > t ? current : { count: 0, resetAt: t + windowMs }
    window.count += 1
    windows.set(key, window)
    return { ...window }
  }
}

/** What the primary does with a worker's message: relay it to the other workers, answer the sender, or ignore it. */
export type PrimaryAction = { relay: unknown } | { reply: { type: string; id: unknown; count: number; resetAt: number } } | null

/** The primary's side of the protocol: a change is relayed as it came, a rate-limit hit is counted and answered. */
export function primaryAction(message: unknown, count: WindowCounter): PrimaryAction {
  const m = message as { type?: unknown; id?: unknown; key?: unknown; windowMs?: unknown } | null
  if (m?.type === CMS_CHANGE_MESSAGE) return { relay: message }
  if (m?.type !== RATE_LIMIT_MESSAGE || typeof m.key !== 'string' || typeof m.windowMs !== 'number' || !(m.windowMs > 0)) return null
  const { count: hits, resetAt } = count(m.key, m.windowMs)
  return { reply: { type: RATE_LIMIT_MESSAGE, id: m.id, count: hits, resetAt } }
}
