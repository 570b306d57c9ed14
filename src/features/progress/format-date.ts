/**
 * Russian dates of the construction reports; the inputs are calendar days (YYYY-MM-DD) of the complex.
 * Month names are spelled here rather than asked of Intl.DateTimeFormat: its first 'ru-RU' formatter loads ICU's
 * locale data, 50–60 ms of a phone's main thread (Chromium at 4× slowdown) while the progress page starts, for
 * twelve words that never change.
 */

/** Genitive, after a day: «25 ноября». */
const MONTHS_OF_DAY = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря']
/** Nominative, as a heading says it: «октябрь». */
const MONTHS = ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь']

function parseDay(day: string): Date | null {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '2026-11-25' → '25 ноября 2026'; '' for a malformed day. */
export function formatReportDay(day: string): string {
  const date = parseDay(day)
  return date ? `${date.getUTCDate()} ${MONTHS_OF_DAY[date.getUTCMonth()]} ${date.getUTCFullYear()}` : ''
}

/** '2026-10-25' → 'октябрь 2026': the month in the nominative, as a heading says it. */
export function formatReportMonth(day: string): string {
  const date = parseDay(day)
  return date ? `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}` : ''
}
