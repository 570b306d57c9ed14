/** Russian dates of the construction reports; the inputs are calendar days (YYYY-MM-DD) of the complex. */

const dayMonth = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' })
const month = new Intl.DateTimeFormat('ru-RU', { month: 'long', timeZone: 'UTC' })

function parseDay(day: string): Date | null {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '2026-11-25' → '25 ноября 2026' (without the ' г.' Intl appends); '' for a malformed day. */
export function formatReportDay(day: string): string {
  const date = parseDay(day)
  return date ? `${dayMonth.format(date)} ${date.getUTCFullYear()}` : ''
}

/** '2026-10-25' → 'октябрь 2026': the month in the nominative, as a heading says it. */
export function formatReportMonth(day: string): string {
  const date = parseDay(day)
  return date ? `${month.format(date)} ${date.getUTCFullYear()}` : ''
}
