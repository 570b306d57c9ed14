/**
 * A price-list file → rows for the import engine. A file is refused whole (PriceListError) when it cannot be
 * read; a row that cannot be read becomes a RowError naming its spreadsheet row and is left out of `rows`, so a
 * caller never applies half of a row.
 */
import { decodeCsv, parseCsv } from './csv'
import { PriceListError } from './errors'
import { readJsonTable } from './json'
import type { Table, TableRow } from './table'
import type { ColumnMapping, ParsedPriceList, PriceListFile, PriceListRow, RowError } from './types'
import { columnOf, guessMapping, readAmount, readCode, readDiscount, readStatus, type CellValue } from './values'
import { readXlsx } from './xlsx'

/** Largest file read, checked before any parsing. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024
/** The header is looked for among this many first non-empty rows (a title and a date often stand above it). */
const HEADER_SEARCH_ROWS = 20

const UNSUPPORTED = 'Формат файла не поддерживается: загрузите прайс-лист в XLSX или CSV'

type Kind = 'xlsx' | 'csv' | 'json'

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04
const isOle = (b: Uint8Array) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0
const isPdf = (b: Uint8Array) => b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46

/** Which reader a file needs, by its extension and its first bytes; refuses anything else. */
function kindOf(file: PriceListFile): Kind {
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? ''
  const { bytes } = file
  if (extension === 'xls' || isOle(bytes))
    throw new PriceListError(
      'legacy_xls',
      'Старый формат Excel (.xls) не поддерживается: сохраните файл в Excel как «Книга Excel (.xlsx)» или CSV',
    )
  if (extension === 'xlsx' || extension === 'xlsm') {
    if (!isZip(bytes))
      throw new PriceListError('broken_xlsx', 'Файл XLSX повреждён и не читается: откройте его в Excel, сохраните заново и загрузите снова')
    return 'xlsx'
  }
  if (extension === 'json') return 'json'
  if (extension === 'csv' || extension === 'tsv' || extension === 'txt' || extension === '') {
    if (isZip(bytes)) return 'xlsx' // an XLSX saved without its extension, or renamed
    if (isPdf(bytes)) throw new PriceListError('unsupported_type', UNSUPPORTED)
    return 'csv'
  }
  throw new PriceListError('unsupported_type', UNSUPPORTED)
}

function headerText(cell: CellValue | undefined): string {
  return cell?.kind === 'text' ? cell.text.trim() : cell?.kind === 'number' ? cell.raw : ''
}

/** The header row: the first row that names the code column (as the mapping says, or by a known word). */
function findHeader(table: Table, mapping?: ColumnMapping): { index: number; headers: string[] } {
  const candidates = table.rows.slice(0, HEADER_SEARCH_ROWS)
  for (let index = 0; index < candidates.length; index++) {
    const headers = Array.from(candidates[index]!.cells, headerText)
    if (mapping ? columnOf(headers, mapping.code) >= 0 : guessMapping(headers)) return { index, headers }
  }
  return { index: 0, headers: Array.from(table.rows[0]!.cells, headerText) }
}

/** The columns of each mapped field; null when a header the mapping names is not in the file. */
function columnsOf(headers: string[], mapping: ColumnMapping): Record<keyof ColumnMapping, number> | null {
  const columns = { code: -1, price: -1, status: -1, oldPrice: -1, discount: -1 }
  for (const field of Object.keys(columns) as (keyof ColumnMapping)[]) {
    const header = mapping[field]
    if (header === undefined) continue
    columns[field] = columnOf(headers, header)
    if (columns[field] < 0) return null
  }
  return columns
}

/** Rows of merged blocks that touch a mapped column, each with the block: only its first cell holds a value. */
function mergedRows(table: Table, columns: number[], headerRow: number): Map<number, string> {
  const rows = new Map<number, string>()
  for (const range of table.merges) {
    if (range.bottom <= headerRow || !columns.some((c) => c >= range.left && c <= range.right)) continue
    for (let row = Math.max(range.top, headerRow + 1); row <= range.bottom; row++) if (!rows.has(row)) rows.set(row, range.ref)
  }
  return rows
}

function toRows(table: Table, given?: ColumnMapping): ParsedPriceList {
  if (table.rows.length === 0) throw new PriceListError('empty', 'Файл пустой: в нём нет ни одной заполненной строки')
  const { index, headers } = findHeader(table, given)
  const mapping = given ?? guessMapping(headers)
  const columns = mapping && columnsOf(headers, mapping)
  if (!mapping || !columns) return { headers, mapping: null, rows: [], errors: [] }
  const data = table.rows.slice(index + 1)
  if (data.length === 0) throw new PriceListError('no_data', 'В файле только заголовок: строк с ценами и статусами нет')

  const mapped = Object.values(columns).filter((column) => column >= 0)
  const merged = mergedRows(table, mapped, table.rows[index]!.row)
  const rows: PriceListRow[] = []
  const errors: RowError[] = []
  const cell = (row: TableRow, column: number) => (column >= 0 ? row.cells[column] : undefined)
  for (const row of data) {
    const failures: string[] = []
    const block = merged.get(row.row)
    if (block)
      failures.push(`Объединённые ячейки ${block}: значение есть только в первой из них — разъедините ячейки и заполните каждую строку`)
    const code = readCode(cell(row, columns.code), mapping.code)
    const price = readAmount(cell(row, columns.price), mapping.price ?? '')
    const oldPrice = readAmount(cell(row, columns.oldPrice), mapping.oldPrice ?? '')
    const discount = readDiscount(cell(row, columns.discount), mapping.discount ?? '')
    const status = readStatus(cell(row, columns.status), mapping.status ?? '')
    for (const read of [code, price, oldPrice, discount, status]) if (!read.ok) failures.push(read.message)
    if (failures.length > 0 || !code.ok || !price.ok || !oldPrice.ok || !discount.ok || !status.ok) {
      for (const message of failures) errors.push({ row: row.row, message })
      continue
    }
    const parsed: PriceListRow = { row: row.row, code: code.value! }
    if (price.value !== undefined) parsed.price = price.value
    if (oldPrice.value !== undefined) parsed.oldPrice = oldPrice.value
    if (discount.value !== undefined) parsed.discountPercent = discount.value
    if (status.value !== undefined) parsed.status = status.value
    rows.push(parsed)
  }
  return { headers, mapping, rows, errors }
}

/**
 * Reads a price list (XLSX or CSV) into rows. Without a mapping it guesses one from the headers; `mapping` is
 * null in the answer (and `rows` empty) when no header names the code, or a given mapping names a header the
 * file lacks: the caller then asks the admin to map the columns. Throws PriceListError for a file refused whole.
 */
export async function readPriceList(file: PriceListFile, mapping?: ColumnMapping): Promise<ParsedPriceList> {
  if (file.bytes.length > MAX_FILE_BYTES)
    throw new PriceListError(
      'too_large',
      `Файл больше ${MAX_FILE_BYTES / 1024 / 1024} МБ: загрузите прайс-лист поменьше или разделите его на части`,
    )
  if (file.bytes.length === 0) throw new PriceListError('empty', 'Файл пустой: в нём нет ни одной заполненной строки')
  const kind = kindOf(file)
  const table = kind === 'xlsx' ? readXlsx(file.bytes) : kind === 'json' ? readJsonTable(file.bytes) : parseCsv(decodeCsv(file.bytes))
  return toRows(table, mapping)
}
