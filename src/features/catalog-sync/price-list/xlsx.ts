/**
 * A small XLSX reader for the first sheet of a price list: the ZIP's central directory read by hand, entries
 * inflated with fflate in small slices against a byte ceiling (a zip bomb stops at the ceiling instead of
 * filling memory), the sheet's XML streamed through a small tokenizer (./xml) as it inflates. Only what a price list needs:
 * values (shared, inline, numbers, cached formula results), percent formats, merged cells.
 */
import { Inflate } from 'fflate'

import { PriceListError } from './errors'
import type { CellRange, Table, TableRow } from './table'
import type { CellValue } from './values'
import { attribute, XmlBroken, XmlStream, XmlTooLong, type XmlHandlers } from './xml'

/**
 * Bytes all the entries read may inflate to. A 20 000-row sheet is ~4 MB, so this holds ~250 000 rows, and a
 * zip bomb costs at most ~2 s of inflating and scanning before it is refused.
 */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024
/** Entries a workbook may hold; Excel's own files have a dozen or two. */
export const MAX_ENTRIES = 2000
/** Compressed bytes inflated per step: deflate expands at most ~1032×, so one step yields at most ~16 MB. */
const SLICE = 16 * 1024
const MAX_COLUMNS = 16_384
const CELL_LIMIT = 32_767

const BROKEN = 'Файл XLSX повреждён и не читается: откройте его в Excel, сохраните заново и загрузите снова'
const TOO_BIG = `Файл XLSX в распакованном виде больше ${MAX_UNPACKED_BYTES / 1024 / 1024} МБ: это не похоже на прайс-лист, загрузите файл поменьше`

type Entry = { name: string; method: number; flags: number; compressedSize: number; size: number; offset: number }

const u16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8)
const u32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0

function broken(): never {
  throw new PriceListError('broken_xlsx', BROKEN)
}

/** The ZIP's entries by name, from its central directory (the local headers may leave sizes to a trailing descriptor). */
function readDirectory(bytes: Uint8Array): Map<string, Entry> {
  let end = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      end = i
      break
    }
  }
  if (end < 0) broken()
  const count = u16(bytes, end + 10)
  if (count > MAX_ENTRIES)
    throw new PriceListError('unpacked_too_large', `В файле XLSX больше ${MAX_ENTRIES} частей: это не похоже на прайс-лист`)
  let at = u32(bytes, end + 16)
  const entries = new Map<string, Entry>()
  const names = new TextDecoder()
  for (let k = 0; k < count; k++) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) broken()
    const nameLength = u16(bytes, at + 28)
    const entry: Entry = {
      flags: u16(bytes, at + 8),
      method: u16(bytes, at + 10),
      compressedSize: u32(bytes, at + 20),
      size: u32(bytes, at + 24),
      offset: u32(bytes, at + 42),
      name: names
        .decode(bytes.subarray(at + 46, at + 46 + nameLength))
        .replace(/\\/g, '/')
        .replace(/^\//, ''),
    }
    entries.set(entry.name, entry)
    at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32)
  }
  return entries
}

type Budget = { left: number }

/** Inflates one entry slice by slice, handing each piece to `sink`; stops at the budget. */
function inflate(bytes: Uint8Array, entry: Entry, budget: Budget, sink: (chunk: Uint8Array) => void): void {
  const local = entry.offset
  if (entry.flags & 1) broken() // encrypted
  if (local + 30 > bytes.length || u32(bytes, local) !== 0x04034b50) broken()
  const start = local + 30 + u16(bytes, local + 26) + u16(bytes, local + 28)
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (data.length !== entry.compressedSize) broken()
  const take = (chunk: Uint8Array) => {
    budget.left -= chunk.length
    if (budget.left < 0) throw new PriceListError('unpacked_too_large', TOO_BIG)
    sink(chunk)
  }
  if (entry.method === 0) return take(data)
  if (entry.method !== 8) broken()
  try {
    const inflater = new Inflate((chunk) => take(chunk))
    if (data.length === 0) inflater.push(data, true)
    for (let offset = 0; offset < data.length; offset += SLICE)
      inflater.push(data.subarray(offset, offset + SLICE), offset + SLICE >= data.length)
  } catch (error) {
    if (error instanceof PriceListError) throw error
    broken()
  }
}

/** Streams an entry's XML to `handlers` as it inflates. */
function parseEntry(bytes: Uint8Array, entry: Entry, budget: Budget, handlers: XmlHandlers): void {
  const xml = new XmlStream(handlers)
  const decoder = new TextDecoder()
  try {
    inflate(bytes, entry, budget, (chunk) => xml.write(decoder.decode(chunk, { stream: true })))
    xml.write(decoder.decode())
    xml.end()
  } catch (error) {
    if (error instanceof XmlTooLong) throw new PriceListError('unpacked_too_large', TOO_BIG)
    if (error instanceof XmlBroken) broken()
    throw error
  }
}

/** The first sheet's path, as the workbook lists its sheets. */
function firstSheet(bytes: Uint8Array, entries: Map<string, Entry>, budget: Budget): string {
  const workbook = entries.get('xl/workbook.xml')
  const rels = entries.get('xl/_rels/workbook.xml.rels')
  let id: string | undefined
  if (workbook)
    parseEntry(bytes, workbook, budget, {
      open(name, tag) {
        if (name === 'sheet' && id === undefined) id = attribute(tag, 'r:id')
      },
    })
  let target: string | undefined
  if (rels && id !== undefined)
    parseEntry(bytes, rels, budget, {
      open(name, tag) {
        if (name === 'Relationship' && attribute(tag, 'Id') === id) target = attribute(tag, 'Target')
      },
    })
  if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`.replace(/\/\.\//g, '/')
  const fallback = [...entries.keys()].filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name)).sort()[0]
  if (!fallback) broken()
  return fallback
}

function readSharedStrings(bytes: Uint8Array, entry: Entry | undefined, budget: Budget): string[] {
  const strings: string[] = []
  if (!entry) return strings
  let current = ''
  let inText = false
  let phonetic = 0
  parseEntry(bytes, entry, budget, {
    open(name) {
      if (name === 'si') current = ''
      else if (name === 'rPh') phonetic++
      else if (name === 't' && !phonetic) inText = true
    },
    text(text) {
      if (inText) current += text
    },
    close(name) {
      if (name === 't') inText = false
      else if (name === 'rPh') phonetic--
      else if (name === 'si') strings.push(current)
    },
  })
  return strings
}

// Excel's built-in percent formats: 9 is «0%», 10 is «0.00%».
const PERCENT_FORMATS = new Set(['9', '10'])

/** Which cell styles (`s` of a cell) show a number as a percentage. */
function readPercentStyles(bytes: Uint8Array, entry: Entry | undefined, budget: Budget): Set<string> {
  const percent = new Set<string>()
  if (!entry) return percent
  const percentFormats = new Set(PERCENT_FORMATS)
  let inCellXfs = false
  let index = 0
  parseEntry(bytes, entry, budget, {
    open(name, tag) {
      // A % outside quotes and brackets in the format code: «0.0%», not «"%"0» text.
      if (name === 'numFmt' && /%/.test((attribute(tag, 'formatCode') ?? '').replace(/"[^"]*"|\[[^\]]*\]/g, '')))
        percentFormats.add(attribute(tag, 'numFmtId') ?? '')
      else if (name === 'cellXfs') inCellXfs = true
      else if (name === 'xf' && inCellXfs) {
        if (percentFormats.has(attribute(tag, 'numFmtId') ?? '0')) percent.add(String(index))
        index++
      }
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false
    },
  })
  return percent
}

/** Column index (0-based) of a cell reference like «AB12»; -1 when it has no letters. */
function columnOf(reference: string): number {
  let column = 0
  let i = 0
  for (; i < reference.length; i++) {
    const code = reference.charCodeAt(i)
    if (code >= 65 && code <= 90) column = column * 26 + code - 64
    else if (code >= 97 && code <= 122) column = column * 26 + code - 96
    else break
  }
  return i === 0 ? -1 : column - 1
}

function rangeOf(ref: string): CellRange | null {
  const match = /^([A-Za-z]+)(\d+):([A-Za-z]+)(\d+)$/.exec(ref)
  if (!match) return null
  const [, left, top, right, bottom] = match
  return { ref, left: columnOf(left!), top: Number(top), right: columnOf(right!), bottom: Number(bottom) }
}

/** Reads the first sheet of an XLSX file into rows of cells and its merged ranges. */
export function readXlsx(bytes: Uint8Array): Table {
  const entries = readDirectory(bytes)
  if (!entries.has('xl/workbook.xml') && ![...entries.keys()].some((name) => name.startsWith('xl/worksheets/')))
    throw new PriceListError('unsupported_type', 'Это не файл Excel (XLSX): загрузите прайс в XLSX или CSV')
  const budget: Budget = { left: MAX_UNPACKED_BYTES }
  const sheetPath = firstSheet(bytes, entries, budget)
  const sheet = entries.get(sheetPath)
  if (!sheet) broken()
  // Declared sizes can lie, and the budget is what holds; an honest oversized file is refused before any inflating.
  const declared = sheet.size + (entries.get('xl/sharedStrings.xml')?.size ?? 0)
  if (declared > MAX_UNPACKED_BYTES) throw new PriceListError('unpacked_too_large', TOO_BIG)
  const strings = readSharedStrings(bytes, entries.get('xl/sharedStrings.xml'), budget)
  const percentStyles = readPercentStyles(bytes, entries.get('xl/styles.xml'), budget)

  const rows: TableRow[] = []
  const merges: CellRange[] = []
  let row: TableRow | null = null
  let rowNumber = 0
  let column = -1
  let type = ''
  let style = ''
  let value: string | null = null
  let inline = ''
  let formula = false
  let capture: 'v' | 't' | null = null
  let phonetic = 0

  const finishCell = () => {
    let cell: CellValue | undefined
    if (type === 'e') cell = { kind: 'error', code: value ?? '#ERROR' }
    else if (type === 'inlineStr') cell = inline === '' ? undefined : { kind: 'text', text: inline }
    else if (value === null) cell = formula ? { kind: 'formula' } : undefined
    else if (type === 's') {
      const text = strings[Number(value)]
      if (text === undefined) broken()
      cell = text === '' ? undefined : { kind: 'text', text }
    } else if (type === 'str' || type === 'd') cell = value === '' ? undefined : { kind: 'text', text: value }
    else if (type === 'b') cell = { kind: 'text', text: value === '1' ? 'ИСТИНА' : 'ЛОЖЬ' }
    else cell = value === '' ? undefined : { kind: 'number', raw: value, percent: percentStyles.has(style) || undefined }
    if (cell && row) row.cells[column] = cell
  }

  parseEntry(bytes, sheet, budget, {
    open(name, tag) {
      switch (name) {
        case 'row': {
          const r = attribute(tag, 'r')
          rowNumber = r ? Number(r) : rowNumber + 1
          if (!Number.isInteger(rowNumber) || rowNumber < 1) broken()
          row = { row: rowNumber, cells: [] }
          column = -1
          break
        }
        case 'c': {
          const reference = attribute(tag, 'r')
          column = reference ? columnOf(reference) : column + 1
          if (column < 0 || column >= MAX_COLUMNS) broken()
          type = attribute(tag, 't') ?? 'n'
          style = attribute(tag, 's') ?? '0'
          value = null
          inline = ''
          formula = false
          break
        }
        case 'f':
          formula = true
          break
        case 'v':
          capture = 'v'
          value = ''
          break
        case 'rPh':
          phonetic++
          break
        case 't':
          if (!phonetic) capture = 't'
          break
        case 'mergeCell': {
          const range = rangeOf(attribute(tag, 'ref') ?? '')
          if (range) merges.push(range)
          break
        }
      }
    },
    text(text) {
      if (capture === 'v') value += text
      else if (capture === 't') inline += text
      else return
      // Excel holds at most 32 767 characters in a cell; a longer one is not a price list's.
      if ((value?.length ?? 0) > CELL_LIMIT || inline.length > CELL_LIMIT) broken()
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          capture = null
          break
        case 'rPh':
          phonetic--
          break
        case 'c':
          finishCell()
          break
        case 'row':
          if (row && row.cells.some((cell) => cell !== undefined)) rows.push(row)
          row = null
          break
      }
    },
  })
  return { rows, merges }
}
