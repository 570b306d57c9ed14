/**
 * Runs `fn` once when the browser is first idle (what the first screen does not need loads then, off the first render's work),
 * or after `timeoutMs` at the latest; a browser without requestIdleCallback waits `fallbackMs`. Returns a cancel.
 */
export function whenIdle(fn: () => void, { timeoutMs = 3000, fallbackMs = 1500 } = {}): () => void {
  if (typeof window.requestIdleCallback === 'function' && typeof window.cancelIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => fn(), { timeout: timeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const timer = window.setTimeout(fn, fallbackMs)
  return () => window.clearTimeout(timer)
}
