const moscow = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A stored ISO date in the sales office's time (Moscow), `22.11.2026 14:05`; empty when there is none. */
export function moscowDateTime(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : moscow.format(date).replace(',', '')
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Moscow has had no daylight saving time since 2014: UTC+3 all year. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000

/** Midnight of the sales office's today (Moscow), as an instant. */
export function startOfMoscowDay(now: Date): Date {
  const moscow = now.getTime() + MOSCOW_OFFSET_MS
  return new Date(moscow - (moscow % DAY_MS) - MOSCOW_OFFSET_MS)
}
