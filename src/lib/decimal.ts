/**
 * Reads a number typed the Russian way («12,5», «12 500», with ordinary, no-break or narrow no-break spaces
 * between the digit groups) or the English way ('12.5'); null when the text is not one number. A leading minus
 * is read (callers that take no negative values refuse them themselves); exponents, hex, thousands separators
 * other than spaces and a second decimal mark are not.
 */
export function parseDecimal(text: string): number | null {
  // \s covers U+00A0 (NBSP) and U+202F (narrow NBSP, what Intl puts between groups in ru-RU) too.
  const normalized = text.replace(/\s/g, '').replace(',', '.')
  if (!/^-?\d*\.?\d+$|^-?\d+\.$/.test(normalized)) return null
  const value = Number(normalized)
  return Number.isFinite(value) ? value : null
}
