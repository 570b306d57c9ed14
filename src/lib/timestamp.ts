/** Timestamps as the database drivers return them. */

/**
 * Milliseconds of a timestamp as either driver returns it: SQLite's ISO text ('2026-11-21T23:44:03.057Z'),
 * PostgreSQL's text with a space and an hours-only offset ('2026-11-21 23:44:03.057+00'), or a Date.
 * Null for a missing or unreadable value.
 */
export function timestampMs(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return value.getTime()
  const ms = Date.parse(
    String(value)
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00'),
  )
  return Number.isFinite(ms) ? ms : null
}
