/**
 * Reading one cell of a price list: amounts in the ways Russian sales departments write them, discounts,
 * statuses in the CRM's words, and the header words that name each column.
 */
import type { ColumnMapping, PriceListStatus } from './types'

/** What a cell holds: text as typed (CSV, XLSX strings) or a number Excel stored (its canonical decimal text). */
export type CellValue =
  | { kind: 'text'; text: string }
  | { kind: 'number'; raw: string; percent?: boolean }
  | { kind: 'formula' }
  | { kind: 'error'; code: string }

export type Read<T> = { ok: true; value: T | undefined } | { ok: false; message: string }

// Group separators: space, NBSP, narrow NBSP (what ru-RU Intl prints), thin and figure spaces.
const GROUP = '[ \\u00a0\\u202f\\u2009\\u2007]'
const SPACES = /[\s\u00a0\u202f\u2009\u2007]+/g
/** Number shapes accepted, in this order; a single `,` or `.` is a decimal mark («12,345» is 12.345, never 12 345). */
const NUMBER_FORMS: RegExp[] = [
  /^(\d+)(?:[.,](\d+))?$/, // 12345678 · 12345678.00 · 12345678,00 · 12,35
  new RegExp(`^(\\d{1,3}(?:${GROUP}\\d{3})+)(?:[.,](\\d+))?$`), // 12 345 678 · 12 345 678,00
  /^(\d{1,3}(?:,\d{3})+)(?:\.(\d+))?$/, // 12,345,678.00 (English Excel)
  /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/, // 12.345.678,00
]
// A sign, the number, an optional multiplier and currency: «12,35 млн ₽», «12 345 678 руб.», «-5 000 р.».
const AMOUNT = /^([-−]?)\s*(.+?)\s*(?:(млрд|млн|тыс)\.?)?\s*(?:₽|руб\.?|р\.|р|rub\.?|rur)?$/u
const MULTIPLIER: Record<string, number> = { тыс: 3, млн: 6, млрд: 9 }
/** Cells that say "no value here": the dash a price list puts against a sold flat. */
const NOTHING = new Set(['', '-', '–', '—'])

/** `digits` × 10^`exponent`, rounded once by the engine's own decimal parser (12.35 × 10⁶ is 12 350 000, not …0.000002). */
function decimal(negative: boolean, digits: string, exponent: number): number {
  const value = Number(`${digits}e${exponent}`)
  return value === 0 ? 0 : negative ? -value : value
}

/** An amount in rubles written as text; undefined when the cell is empty or a dash, null when it is not a number. */
export function parseAmountText(text: string): number | undefined | null {
  const trimmed = text.trim()
  if (NOTHING.has(trimmed)) return undefined
  const match = AMOUNT.exec(trimmed.toLowerCase())
  if (!match) return null
  const [, sign, body, multiplier] = match
  for (const form of NUMBER_FORMS) {
    const number = form.exec(body!)
    if (!number) continue
    const whole = number[1]!.replace(/\D/g, '')
    const fraction = number[2] ?? ''
    return decimal(sign !== '', whole + fraction, (multiplier ? MULTIPLIER[multiplier]! : 0) - fraction.length)
  }
  return null
}

/** Excel's stored number text ('12345678', '0.05', '1.2345678E7') shifted by `shift` decimal places. */
function storedNumber(raw: string, shift = 0): number | null {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?$/.exec(raw.trim())
  if (!match || (match[2] === '' && !match[3])) return null
  const fraction = match[3] ?? ''
  return decimal(match[1] === '-', `${match[2]}${fraction}` || '0', Number(match[4] ?? 0) + shift - fraction.length)
}

function shown(cell: CellValue): string {
  return cell.kind === 'text' ? cell.text.trim() : cell.kind === 'number' ? cell.raw : ''
}

/** Refusals every field shares: a formula Excel saved without its result, or an error value like #REF!. */
function unreadable(cell: CellValue, column: string): string | null {
  if (cell.kind === 'formula')
    return `Формула без значения в столбце «${column}»: откройте файл в Excel и сохраните его, чтобы формулы посчитались`
  if (cell.kind === 'error') return `Ошибка в ячейке столбца «${column}»: ${cell.code}`
  return null
}

/** A price or old price; a dash or an empty cell means "not given". Zero and negative prices pass: the engine guards them. */
export function readAmount(cell: CellValue | undefined, column: string): Read<number> {
  if (!cell) return { ok: true, value: undefined }
  const refusal = unreadable(cell, column)
  if (refusal) return { ok: false, message: refusal }
  const value = cell.kind === 'number' ? storedNumber(cell.raw) : parseAmountText(shown(cell))
  if (value === null || (value !== undefined && !Number.isFinite(value)))
    return { ok: false, message: `В столбце «${column}» не число: «${shown(cell)}»` }
  return { ok: true, value }
}

/**
 * A discount in percent. What the admin sees is what is read: «5 %», «5%» and «5» are 5 %, «0,5» is 0.5 %;
 * an XLSX number in a percent-formatted cell (stored as 0.05, shown as 5 %) is 5 %. Allowed: 0 to under 100.
 */
export function readDiscount(cell: CellValue | undefined, column: string): Read<number> {
  if (!cell) return { ok: true, value: undefined }
  const refusal = unreadable(cell, column)
  if (refusal) return { ok: false, message: refusal }
  let value: number | null | undefined
  if (cell.kind === 'number') value = storedNumber(cell.raw, cell.percent ? 2 : 0)
  else {
    const text = shown(cell).replace(/\s*%$/, '')
    value = parseAmountText(text)
    if (value !== undefined && /[^\d\s\u00a0\u202f.,-]/.test(text)) value = null // no «млн» or «₽» in a discount
  }
  if (value === undefined) return { ok: true, value }
  if (value === null || !(value >= 0 && value < 100))
    return { ok: false, message: `Скидка в столбце «${column}» должна быть числом от 0 до 99 %: «${shown(cell)}»` }
  return { ok: true, value }
}

/** The CRM's words and the site's own for each status; compared lower-cased, with ё as е and spaces collapsed. */
const STATUS_WORDS: Record<PriceListStatus, string[]> = {
  available: [
    'available',
    'free',
    'for sale',
    'on sale',
    'свободна',
    'свободно',
    'свободен',
    'свободная',
    'в продаже',
    'продается',
    'в свободной продаже',
    'доступна',
    'доступно',
  ],
  booked: [
    'booked',
    'reserved',
    'бронь',
    'забронирована',
    'забронировано',
    'забронирован',
    'бронирование',
    'резерв',
    'в резерве',
    'зарезервирована',
    'зарезервировано',
    'зарезервирован',
  ],
  sold: ['sold', 'продана', 'продано', 'продан', 'проданная'],
  off_sale: [
    'off_sale',
    'off sale',
    'не в продаже',
    'снята с продажи',
    'снято с продажи',
    'снят с продажи',
    'не продается',
    'закрыта для продажи',
  ],
}
const STATUSES = new Map<string, PriceListStatus>(
  Object.entries(STATUS_WORDS).flatMap(([status, words]) => words.map((word) => [word, status as PriceListStatus])),
)

function fold(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е').replace(SPACES, ' ').trim()
}

export function readStatus(cell: CellValue | undefined, column: string): Read<PriceListStatus> {
  if (!cell) return { ok: true, value: undefined }
  const refusal = unreadable(cell, column)
  if (refusal) return { ok: false, message: refusal }
  const text = shown(cell)
  if (NOTHING.has(text)) return { ok: true, value: undefined }
  const status = STATUSES.get(fold(text))
  if (!status)
    return {
      ok: false,
      message: `Неизвестный статус «${text}» в столбце «${column}»: понятны «Свободна», «Бронь», «Продана», «Не в продаже»`,
    }
  return { ok: true, value: status }
}

/** A property's code: text as is (trimmed), an Excel number as its digits ('101', not '101.0' or '1.01E2'). */
export function readCode(cell: CellValue | undefined, column: string): Read<string> {
  const refusal = cell && unreadable(cell, column)
  if (refusal) return { ok: false, message: refusal }
  let code = cell ? shown(cell) : ''
  if (cell?.kind === 'number' && !/^-?\d+$/.test(code)) {
    const value = storedNumber(code)
    if (value !== null) code = String(value)
  }
  if (!code) return { ok: false, message: `Не указан код в столбце «${column}»` }
  return { ok: true, value: code }
}

/** A header reduced to its words: lower case, ё as е, no units («Цена, руб.» → «цена»), no marks like «*». */
export function normalizeHeader(header: string): string {
  return fold(header)
    .replace(/[*:"«»]/g, '')
    .replace(/[,(]?\s*(₽|руб\.?|р\.|rub|%)\s*\)?$/u, '')
    .replace(/[\s_]+/g, ' ')
    .trim()
}

/** Header words per field, best first: «Код в CRM» wins over «Артикул», which wins over «ID». */
const HEADER_WORDS: Record<keyof ColumnMapping, string[]> = {
  code: [
    'код в crm',
    'ref id',
    'refid',
    'код crm',
    'crm id',
    'external id',
    'код',
    'код объекта',
    'код помещения',
    'code',
    'артикул',
    'sku',
    'id',
    'ид',
  ],
  price: [
    'цена',
    'стоимость',
    'price',
    'цена со скидкой',
    'стоимость со скидкой',
    'итоговая цена',
    'текущая цена',
    'цена продажи',
    'стоимость квартиры',
    'стоимость объекта',
    'полная стоимость',
    'new price',
  ],
  oldPrice: [
    'старая цена',
    'цена до скидки',
    'цена без скидки',
    'стоимость без скидки',
    'базовая цена',
    'базовая стоимость',
    'old price',
    'прежняя цена',
  ],
  discount: ['скидка', 'скидка %', 'размер скидки', 'discount', 'discount percent'],
  status: ['статус', 'status', 'состояние', 'статус помещения', 'статус квартиры', 'статус продажи', 'статус объекта'],
}

/** The header that names `field`, if any: the best-ranked word that some header equals. */
function findHeader(normalized: string[], headers: string[], field: keyof ColumnMapping, taken: Set<number>): string | undefined {
  for (const word of HEADER_WORDS[field]) {
    const index = normalized.findIndex((header, i) => header === word && !taken.has(i))
    if (index >= 0) {
      taken.add(index)
      return headers[index]
    }
  }
  return undefined
}

/** Guesses which header holds each field; null when no header names the code. */
export function guessMapping(headers: string[]): ColumnMapping | null {
  const normalized = headers.map(normalizeHeader)
  const taken = new Set<number>()
  const code = findHeader(normalized, headers, 'code', taken)
  if (code === undefined) return null
  const mapping: ColumnMapping = { code }
  for (const field of ['oldPrice', 'price', 'discount', 'status'] as const) {
    const header = findHeader(normalized, headers, field, taken)
    if (header !== undefined) mapping[field] = header
  }
  return mapping
}

/** Where `header` (as the mapping names it) stands among `headers`: exact first, then by its words. */
export function columnOf(headers: string[], header: string): number {
  const exact = headers.indexOf(header)
  if (exact >= 0) return exact
  const wanted = normalizeHeader(header)
  return headers.findIndex((candidate) => normalizeHeader(candidate) === wanted)
}
