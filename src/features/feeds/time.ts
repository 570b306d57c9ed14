/** Timestamps as the database drivers return them. */

/** Milliseconds of a timestamp as either driver returns it ('2026-11-21T23:44:03.057Z', '2026-11-21 23:44:03.057+00', a Date). */
export function timeOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return value.getTime()
  const ms = Date.parse(
    String(value)
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00'),
  )
  return Number.isFinite(ms) ? ms : null
}
