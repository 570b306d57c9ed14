/** Calendar days at the complex (Saint Petersburg keeps Moscow time). */

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar day of a stored date in Moscow ('2027-12-20'); null for none or a malformed one. */
export function moscowDay(value: unknown): string | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : dayFormat.format(date)
}
