/** Fields whose text names an array row, in the order a person would pick one (a title before a caption). */
const NAMING_FIELDS = ['title', 'name', 'question', 'caption', 'text'] as const
/** A long text (a comment, an answer) is cut to a line's worth in the row's header. */
const MAX_LENGTH = 80

/**
 * The header of an array row: its number and what it says («2. Парковка у дома»), or the row's kind and number
 * when it says nothing yet («Пункт 2»). Payload's own header is the kind and a zero-padded number alone
 * («Пункт 02»), so ten collapsed rows look alike.
 */
export function rowLabel(data: unknown, rowNumber: number | undefined, singular: string): string {
  const number = (rowNumber ?? 0) + 1
  const row = typeof data === 'object' && data ? (data as Record<string, unknown>) : {}
  for (const key of NAMING_FIELDS) {
    const value = row[key]
    if (typeof value !== 'string') continue
    const text = value.replace(/\s+/g, ' ').trim()
    if (!text) continue
    return `${number}. ${text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1).trimEnd()}…` : text}`
  }
  return `${singular} ${number}`
}
