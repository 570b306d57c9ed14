const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Moscow', year: 'numeric' })

/** The calendar year at the complex (Saint Petersburg time), so New Year's Eve flips at Moscow midnight. */
export function currentYearAt(now: Date): number {
  return Number(yearFormat.format(now))
}

/**
 * The year the page shows: the one asked for in ?year= when it has reports; else the current year when it
 * has reports; else the newest year with reports (or the current year when there are none at all).
 */
export function resolveYear(requested: unknown, years: readonly number[], currentYear: number): number {
  // The list of years with reports is the validation: anything else (empty, 'abc', 1999) falls through.
  const raw = Array.isArray(requested) ? requested[0] : requested
  const asked = typeof raw === 'string' && /^\d{4}$/.test(raw.trim()) ? Number(raw) : NaN
  if (years.includes(asked)) return asked
  if (years.includes(currentYear)) return currentYear
  return years[0] ?? currentYear
}

/** The canonical query of /construction-progress: a four-digit ?year=, or '' (features/navigation/query-pages.ts). */
export function canonicalProgressQuery(params: URLSearchParams): string {
  const year = params.get('year')?.trim()
  return year && /^\d{4}$/.test(year) ? `year=${year}` : ''
}
