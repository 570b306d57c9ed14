/** The ?ID= of the booking link: the first value, trimmed; empty counts as absent. */
export function bookingRefId(value: string | string[] | undefined): string | null {
  const first = (Array.isArray(value) ? value[0] : value)?.trim()
  return first ? first.slice(0, 64) : null
}

/** The canonical query of /booking: its ?ID=, or '' (features/navigation/query-pages.ts). */
export function canonicalBookingQuery(params: URLSearchParams): string {
  const refId = bookingRefId(params.getAll('ID'))
  return refId ? new URLSearchParams({ ID: refId }).toString() : ''
}
