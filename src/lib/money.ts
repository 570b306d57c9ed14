/**
 * Russian number formatting for prices and areas (DESIGN.md): '12 450 000 ₽', 'от 8,4 млн ₽', '54,3 м²'.
 * Every space is a no-break space (U+00A0). ICU versions differ — some put U+202F or U+2009 between digit
 * groups — and the server and the browser must print the same text, or hydration fails.
 */

const NBSP = '\u00a0'
/** One million rubles (SPEC §9). */
export const MILLION = 1_000_000

/** Replaces every kind of space Intl may emit with a plain no-break space. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2009\u2007]+/g, NBSP)
}

/**
 * `digits` of a non-negative number as decimal strings, whole part and fraction, rounded as Intl rounds: from the
 * shortest decimal that reads back as the number (1.005 → '1', '01'), half away from zero. Null when the number
 * only prints with an exponent (below 1e-6 or from 1e21).
 */
function roundDecimal(value: number, digits: number): [string, string] | null {
  const text = String(value)
  if (text.includes('e')) return null
  const [whole, fraction = ''] = text.split('.') as [string, string?]
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')]
  let kept = whole + fraction.slice(0, digits)
  if (fraction[digits]! >= '5') kept = (BigInt(kept) + 1n).toString().padStart(kept.length, '0')
  return [kept.slice(0, kept.length - digits) || '0', kept.slice(kept.length - digits)]
}

/** Digit groups of three, joined by no-break spaces: '12450000' → '12 450 000'. */
const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+$)/g, NBSP)

/**
 * A number in Russian notation: '12 450 000', '8,4' — exactly what Intl.NumberFormat('ru-RU') prints, spaces made
 * no-break (money.test.ts compares them). Written out because a page's first 'ru-RU' formatter loads ICU's locale
 * data: 50–85 ms of a phone's main thread (Chromium at 4× slowdown), inside hydration of every page whose client
 * parts print a figure.
 */
export function formatNumber(
  value: number,
  { maxFractionDigits = 0, minFractionDigits = 0 }: { maxFractionDigits?: number; minFractionDigits?: number } = {},
): string {
  if (!Number.isFinite(value)) return ''
  const digits = Math.max(minFractionDigits, maxFractionDigits)
  const rounded = roundDecimal(Math.abs(value), digits)
  if (rounded === null) {
    const intl = new Intl.NumberFormat('ru-RU', {
      minimumFractionDigits: minFractionDigits,
      maximumFractionDigits: digits,
      useGrouping: true,
    })
    return normalizeSpaces(intl.format(value))
  }
  const [whole, fraction] = rounded
  // Trailing zeros go, down to the digits that must show: 10,50 → 10,5 with one required.
  let shown = fraction
  while (shown.length > minFractionDigits && shown.endsWith('0')) shown = shown.slice(0, -1)
  // Intl keeps the sign of what rounds to zero, and of -0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : ''
  return `${sign}${grouped(whole)}${shown ? `,${shown}` : ''}`
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
 * The site's one short price, in millions: '11,95 млн ₽' for a price, 'от 11,9 млн ₽' for a "from" figure. Every
 * view that shows a price in millions calls this, so one flat never reads as two prices (11 950 000 ₽ was «12 млн»
 * on the floor plan and «от 11,9 млн» beside it).
 * - A price of its own is exact to 10 000 ₽ (two decimals, rounded to the nearest): 11 950 000 → 11,95.
 * - A «от» figure has one decimal and is rounded down, so it never exceeds the real minimum: 12 060 000 → от 12.
 * `ruble: false` leaves out the '₽' where the column already says it (the шахматка's cells).
 */
export function formatMillions(rub: number, { from = false, ruble = true }: { from?: boolean; ruble?: boolean } = {}): string {
  if (!Number.isFinite(rub)) return ''
  const digits = from ? 1 : 2
  const factor = 10 ** digits
  // The inner rounding drops float noise (6 900 000 / 1e6 × 10 = 68.99999…) before the floor.
  const millions = from ? Math.floor(Math.round((rub / MILLION) * factor * 1e6) / 1e6) / factor : toMillions(rub, digits)
  const text = `${formatNumber(millions, { maxFractionDigits: digits })}${NBSP}млн${ruble ? `${NBSP}₽` : ''}`
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
