/**
 * Test and bench helpers: a minimal XLSX writer (inline strings, numbers, formulas with or without a cached
 * value, error values, percent-formatted numbers, merged cells), byte encoders for Windows-1251 and KOI8-R,
 * and generators of large price lists in the shapes sales departments export.
 */
import { zipSync, strToU8 } from 'fflate'

export type XlsxCell =
  | string
  | number
  | null
  | undefined
  | { formula: string; cached?: number | string }
  | { error: string }
  | { percent: number }
  | { shared: string }

export type XlsxOptions = { merges?: string[]; sheetName?: string; level?: number }

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

function cellXml(cell: XlsxCell, ref: string, shared: string[]): string {
  if (cell === null || cell === undefined) return ''
  if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`
  if (typeof cell === 'string') return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escape(cell)}</t></is></c>`
  if ('shared' in cell) {
    shared.push(cell.shared)
    return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`
  }
  if ('percent' in cell) return `<c r="${ref}" s="1"><v>${cell.percent}</v></c>`
  if ('error' in cell) return `<c r="${ref}" t="e"><v>${escape(cell.error)}</v></c>`
  const f = `<f>${escape(cell.formula)}</f>`
  if (cell.cached === undefined) return `<c r="${ref}">${f}</c>`
  if (typeof cell.cached === 'number') return `<c r="${ref}">${f}<v>${cell.cached}</v></c>`
  return `<c r="${ref}" t="str">${f}<v>${escape(cell.cached)}</v></c>`
}

/** The sheet XML of `rows` (row 1 first), as Excel lays it out. */
export function sheetXml(rows: XlsxCell[][], merges: string[] = [], shared: string[] = []): string {
  const body = rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`, shared)).join('')}</row>`)
    .join('')
  const merged = merges.length
    ? `<mergeCells count="${merges.length}">${merges.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`
    : ''
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetData>${body}</sheetData>${merged}</worksheet>`
}

/** A one-sheet XLSX file Excel and the reader both open; entries in Excel's order (the sheet before shared strings). */
export function writeXlsx(rows: XlsxCell[][], { merges = [], sheetName = 'Прайс', level = 6 }: XlsxOptions = {}): Uint8Array {
  const shared: string[] = []
  const sheet = sheetXml(rows, merges, shared)
  const sst = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${shared.length}" uniqueCount="${shared.length}">${shared.map((s) => `<si><t xml:space="preserve">${escape(s)}</t></si>`).join('')}</sst>`
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escape(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
    // Style 1 shows numbers as «0%», as Excel does for a discount typed as 5 %.
    'xl/styles.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" xfId="0"/><xf numFmtId="9" xfId="0" applyNumberFormat="1"/></cellXfs></styleSheet>',
    ),
    'xl/sharedStrings.xml': strToU8(sst),
  }
  return zipSync(files, { level: level as 6 })
}

/** A byte encoder for a one-byte encoding, built from the platform's own decoder of it. */
function singleByteEncoder(encoding: string): (text: string) => Uint8Array {
  const decoder = new TextDecoder(encoding)
  const table = new Map<string, number>()
  for (let byte = 0; byte < 256; byte++) {
    const ch = decoder.decode(new Uint8Array([byte]))
    if (ch !== '\ufffd' && !table.has(ch)) table.set(ch, byte)
  }
  return (text) =>
    Uint8Array.from(text, (ch) => {
      const byte = table.get(ch)
      if (byte === undefined) throw new Error(`${encoding} has no ${JSON.stringify(ch)}`)
      return byte
    })
}

export const encodeCp1251 = singleByteEncoder('windows-1251')
export const encodeKoi8r = singleByteEncoder('koi8-r')
export const encodeUtf8 = (text: string, bom = false) => {
  const body = new TextEncoder().encode(text)
  if (!bom) return body
  const out = new Uint8Array(body.length + 3)
  out.set([0xef, 0xbb, 0xbf])
  out.set(body, 3)
  return out
}

export type GeneratedRow = { code: string; price: number; oldPrice?: number; discount?: number; status: string }

const STATUS_WORDS = [
  'Свободна',
  'В продаже',
  'Бронь',
  'Забронирована',
  'Резерв',
  'Продана',
  'Не в продаже',
  'Снята с продажи',
  'available',
  'booked',
  'sold',
]

/** `count` rows of a plausible price list, the same for the same count (a fixed linear congruential sequence). */
export function generateRows(count: number): GeneratedRow[] {
  let seed = 20_260_101
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
  return Array.from({ length: count }, (_, i) => {
    const price = Math.round(4_000_000 + next() * 40_000_000)
    const discounted = next() < 0.3
    return {
      code: `NZ-${String(i + 1).padStart(6, '0')}`,
      price,
      oldPrice: discounted ? Math.round(price * 1.05) : undefined,
      discount: discounted ? 5 : undefined,
      status: STATUS_WORDS[Math.floor(next() * STATUS_WORDS.length)]!,
    }
  })
}

export const HEADERS = ['Код в CRM', 'Корпус', 'Этаж', 'Цена, руб.', 'Старая цена', 'Скидка', 'Статус']

/** Price rendered as a Russian sales department's CSV has it: «12 345 678,00» with NBSP groups. */
const rub = (value: number) =>
  value.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\s/g, '\u00a0')

/** A `count`-row CSV price list, `;`-separated, in Windows-1251, as Russian Excel saves one. */
export function generateCsv(
  count: number,
  { separator = ';', encoding = 'windows-1251' }: { separator?: string; encoding?: 'windows-1251' | 'utf-8' } = {},
): Uint8Array {
  const quote = (field: string) => (field.includes(separator) || field.includes('"') ? `"${field.replace(/"/g, '""')}"` : field)
  const lines = [HEADERS.map(quote).join(separator)]
  generateRows(count).forEach((row, i) =>
    lines.push(
      [
        row.code,
        `Корпус ${1 + (i % 4)}`,
        String(2 + (i % 20)),
        rub(row.price),
        row.oldPrice ? rub(row.oldPrice) : '',
        row.discount ? `${row.discount} %` : '',
        row.status,
      ]
        .map(quote)
        .join(separator),
    ),
  )
  const text = lines.join('\r\n') + '\r\n'
  return encoding === 'utf-8' ? encodeUtf8(text, true) : encodeCp1251(text)
}

/** A `count`-row XLSX price list: prices as numbers, codes and statuses as shared strings, the discount as a percent. */
export function generateXlsx(count: number): Uint8Array {
  const rows: XlsxCell[][] = [HEADERS]
  generateRows(count).forEach((row, i) =>
    rows.push([
      { shared: row.code },
      { shared: `Корпус ${1 + (i % 4)}` },
      2 + (i % 20),
      row.price,
      row.oldPrice,
      row.discount === undefined ? undefined : { percent: row.discount / 100 },
      { shared: row.status },
    ]),
  )
  return writeXlsx(rows)
}
