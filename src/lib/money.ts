/**
 * Russian number formatting for prices and areas (DESIGN.md): '12 450 000 ₽', 'от 8,4 млн ₽', '54,3 м²'.
 * Every space is a no-break space (U+00A0). ICU versions differ — some put U+202F or U+2009 between digit
 * groups — and the server and the browser must print the same text, or hydration fails.
 */

const NBSP = '\u00a0'
/** One million rubles (SPEC §9). */
export const MILLION = 1_000_000

const formatters = new Map<string, Intl.NumberFormat>()

function formatter(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.NumberFormat('ru-RU', { minimumFractionDigits, maximumFractionDigits, useGrouping: true })
    formatters.set(key, f)
  }
  return f
}

/** Replaces every kind of space Intl may emit with a plain no-break space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2009\u2007]+/g, NBSP)
}

/** A number in Russian notation: '12 450 000', '8,4'. */
export function formatNumber(
  value: number,
  { maxFractionDigits = 0, minFractionDigits = 0 }: { maxFractionDigits?: number; minFractionDigits?: number } = {},
): string {
  if (!Number.isFinite(value)) return ''
  return normalizeSpaces(formatter(minFractionDigits, Math.max(minFractionDigits, maxFractionDigits)).format(value))
}

/** A price in whole rubles: '12 450 000 ₽'. */
export function formatRub(value: number): string {
  if (!Number.isFinite(value)) return ''
  return `${formatNumber(Math.round(value))}${NBSP}₽`
}

/** Rubles to millions, rounded to `digits` decimals: 8 400 000 → 8.4. */
export function toMillions(rub: number, digits = 1): number {
  const factor = 10 ** digits
  return Math.round((rub / MILLION) * factor) / factor
}

/**
 * A price in millions: 'от 8,4 млн ₽' (with `from`), '12,5 млн ₽'. The input is in rubles. A «от» figure is
 * rounded down: 'от 12,1 млн' must not stand for a flat at 12 060 000 ₽ (issue 14: figures a buyer can trust).
 */
export function formatMillions(rub: number, { from = false, digits = 1 }: { from?: boolean; digits?: number } = {}): string {
  if (!Number.isFinite(rub)) return ''
  const factor = 10 ** digits
  const millions = from ? Math.floor(Math.round((rub / MILLION) * factor * 1e6) / 1e6) / factor : toMillions(rub, digits)
  const text = `${formatNumber(millions, { maxFractionDigits: digits })}${NBSP}млн${NBSP}₽`
  return from ? `от${NBSP}${text}` : text
}

/** An area in square metres: '54,3 м²', '40 м²'. */
export function formatArea(value: number, { maxFractionDigits = 1 }: { maxFractionDigits?: number } = {}): string {
  if (!Number.isFinite(value)) return ''
  return `${formatNumber(value, { maxFractionDigits })}${NBSP}м²`
}

/** A price per square metre: '285 000 ₽/м²'. */
export function formatRubPerSquareMetre(value: number): string {
  if (!Number.isFinite(value)) return ''
  return `${formatNumber(Math.round(value))}${NBSP}₽/м²`
}
