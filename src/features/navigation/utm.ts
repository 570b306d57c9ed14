/** UTM carry-over (SPEC §4 step 3). */

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const

/** A copy of `to` with each UTM value of `from` that `to` lacks. */
export function carryUtm(from: URL, to: URL): URL {
  const next = new URL(to)
  for (const key of UTM_KEYS) {
    const value = from.searchParams.get(key)
    if (value !== null && !next.searchParams.has(key)) next.searchParams.set(key, value)
  }
  return next
}
