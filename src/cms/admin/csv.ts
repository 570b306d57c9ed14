import { moscowDateTime } from './moscow-time'

/**
 * CSV for Russian Excel: UTF-8 with a byte-order mark (without it Excel reads Cyrillic as cp1251 garbage),
 * `;` between values (Excel in the Russian locale splits on it, the comma being the decimal separator),
 * CRLF line ends, RFC 4180 quoting.
 */
export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'

/** Looks like a number or a phone (`+79215551234`, `-5`): kept as is, it cannot be a formula. */
const NUMERIC = /^[+-]?\d[\d\s().,-]*$/
/** A cell that starts like a formula runs as one in Excel or LibreOffice (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: quoted when it holds the separator, a quote or a line break; a would-be formula is neutralised with a leading apostrophe. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value)
  if (FORMULA_START.test(text) && !NUMERIC.test(text)) text = `'${text}`
  return /[;"\r\n,]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A column of an export: its Russian header and how to read the cell from a row. */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => unknown
}

/** The whole file: BOM, header line, one line per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvCell(column.header)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))]
  return CSV_BOM + lines.map((cells) => cells.join(CSV_SEPARATOR)).join('\r\n') + '\r\n'
}

/** A stored ISO date as Moscow time, `22.11.2026 14:05`, which Excel recognises as a date. */
export const csvDate = moscowDateTime
