/**
 * For the property tests: amounts rendered in every format the parser accepts, and a plain reference parser
 * that reads them another way (character by character, integer arithmetic) for the parser to agree with.
 */
import fc from 'fast-check'

export type AmountFormat = {
  shape: 'plain' | 'grouped' | 'english' | 'german' | 'millions'
  /** The character between digit groups in «grouped»: space, NBSP or narrow NBSP. */
  space: string
  /** The decimal mark of «plain», «grouped» and «millions». */
  mark: ',' | '.'
  /** Kopecks shown («,00»). */
  fraction: boolean
  suffix: '' | ' ₽' | '₽' | ' руб.' | ' руб' | ' р.'
}

export type AmountCase = { value: number; format: AmountFormat }

const group = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator)

/** `value` written in `format`; `value` must fit it (whole 10 000s for millions, whole kopecks otherwise). */
export function renderAmount(value: number, format: AmountFormat): string {
  if (format.shape === 'millions') {
    const tenThousands = Math.round(value / 10_000)
    const whole = Math.floor(tenThousands / 100)
    const hundredths = String(tenThousands % 100)
      .padStart(2, '0')
      .replace(/0+$/, '')
    return `${whole}${hundredths ? format.mark + hundredths : ''} млн${format.suffix}`
  }
  const kopecks = Math.round(value * 100)
  const whole = String(Math.floor(kopecks / 100))
  const cents = String(kopecks % 100).padStart(2, '0')
  const fraction = format.fraction || kopecks % 100 !== 0
  let body: string
  switch (format.shape) {
    case 'plain':
      body = whole + (fraction ? format.mark + cents : '')
      break
    case 'grouped':
      body = group(whole, format.space) + (fraction ? format.mark + cents : '')
      break
    // English and German groupings always show kopecks: «12,345» alone would be a decimal.
    case 'english':
      body = `${group(whole, ',')}.${cents}`
      break
    case 'german':
      body = `${group(whole, '.')},${cents}`
      break
  }
  return body + format.suffix
}

/** Formats and values that fit them; `encodable` drops characters Windows-1251 lacks (narrow NBSP, ₽). */
export function amountCase({ cp1251 = false }: { cp1251?: boolean } = {}): fc.Arbitrary<AmountCase> {
  const format = fc.record({
    shape: fc.constantFrom('plain', 'grouped', 'english', 'german', 'millions'),
    space: fc.constantFrom(...(cp1251 ? [' ', '\u00a0'] : [' ', '\u00a0', '\u202f'])),
    mark: fc.constantFrom(',', '.'),
    fraction: fc.boolean(),
    suffix: fc.constantFrom(
      ...((cp1251 ? ['', ' руб.', ' руб', ' р.'] : ['', ' ₽', '₽', ' руб.', ' руб', ' р.']) as AmountFormat['suffix'][]),
    ),
  }) as fc.Arbitrary<AmountFormat>
  return format.chain((f) =>
    f.shape === 'millions'
      ? fc.integer({ min: 0, max: 500_000 }).map((n) => ({ value: n * 10_000, format: f }))
      : fc
          .oneof(
            fc.integer({ min: 0, max: 5_000_000_000 }),
            fc.integer({ min: 0, max: 99_999_999_999 }).map((k) => k / 100),
          )
          .map((value) => ({ value, format: f })),
  )
}

/**
 * The plain reading: drop spaces and the currency, note «млн», then the last mark is a decimal one when it is
 * the only mark or differs from the first; every other mark groups digits.
 */
export function referenceAmount(written: string): number | null {
  let s = ''
  for (const ch of written.toLowerCase()) if (ch !== ' ' && ch !== '\u00a0' && ch !== '\u202f') s += ch
  for (const currency of ['₽', 'руб.', 'руб', 'р.']) if (s.endsWith(currency)) s = s.slice(0, -currency.length)
  let zeros = 0
  if (s.endsWith('млн')) {
    zeros = 6
    s = s.slice(0, -3)
  }
  const marks = [...s].filter((ch) => ch === ',' || ch === '.')
  const last = s.search(/[.,][^.,]*$/)
  const decimalMark = marks.length === 1 || (marks.length > 1 && marks[0] !== marks.at(-1))
  const whole = decimalMark ? s.slice(0, last) : s
  const fraction = decimalMark ? s.slice(last + 1) : ''
  const digits = whole.replace(/[.,]/g, '') + fraction
  if (!/^\d+$/.test(digits)) return null
  // Integer arithmetic, then one division or multiplication by a power of ten: both exact or correctly rounded.
  const scale = zeros - fraction.length
  return scale >= 0 ? Number(digits) * 10 ** scale : Number(digits) / 10 ** -scale
}
