/**
 * CSV as sales departments export it: UTF-8 with or without a BOM, Windows-1251 (what Russian Excel writes by
 * default), UTF-16 with a BOM (Excel's «Текст Юникод»); `;`, `,` or tab between fields, quotes around fields
 * that hold them.
 */
import { PriceListError } from './errors'
import type { Table, TableRow } from './table'

const UNREADABLE = 'Не удалось прочитать кодировку CSV-файла: сохраните его в UTF-8 или Windows-1251 и загрузите снова'

// Windows-1251 bytes 0x80–0xBF decode to Serbian and Ukrainian letters and rare marks; Russian text in cp1251
// uses few of them. Text in another Cyrillic encoding (KOI8-R, CP866, Mac) read as cp1251 is full of them.
const USUAL_EXTRAS = new Set([...'«»№–—“”„‘’…•°±§\u00a0'].map((ch) => ch.charCodeAt(0)))
const isLower = (code: number) => (code >= 0x430 && code <= 0x44f) || code === 0x451
const isUpper = (code: number) => (code >= 0x410 && code <= 0x42f) || code === 0x401

/** Control characters other than tab and line ends: a binary file, or UTF-16 without its BOM. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 && code !== 9 && code !== 10 && code !== 13) return true
  }
  return false
}

/** True when `text`, read as cp1251, looks like Russian rather than another encoding read wrongly. */
function plausibleCp1251(text: string): boolean {
  let extras = 0
  let nonAscii = 0
  let words = 0
  let brokenCase = 0
  let previousLower = false
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x80) {
      inWord = previousLower = false
      continue
    }
    nonAscii++
    const lower = isLower(code)
    const upper = !lower && isUpper(code)
    if (lower || upper) {
      if (!inWord) words++
      // Real Russian words do not turn to capitals mid-word; KOI8-R read as cp1251 swaps the case of every letter.
      if (upper && previousLower) brokenCase++
      inWord = true
    } else {
      if (!USUAL_EXTRAS.has(code)) extras++
      inWord = false
    }
    previousLower = lower
  }
  return extras <= nonAscii * 0.05 && brokenCase <= Math.max(1, words * 0.05)
}

/** The text of a CSV file, in whichever of the supported encodings it was written; PriceListError otherwise. */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return strictly('utf-8', bytes.subarray(3))
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return strictly('utf-16le', bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return strictly('utf-16be', bytes.subarray(2))
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = strictly('windows-1251', bytes)
    if (!plausibleCp1251(text)) throw new PriceListError('unreadable_encoding', UNREADABLE)
  }
  if (hasControl(text)) throw new PriceListError('unreadable_encoding', UNREADABLE)
  return text
}

function strictly(encoding: string, bytes: Uint8Array): string {
  try {
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes)
    if (hasControl(text)) throw new Error('control characters')
    return text
  } catch {
    throw new PriceListError('unreadable_encoding', UNREADABLE)
  }
}

const SEPARATORS = [';', '\t', ','] as const
const SAMPLE_LINES = 30

/** Separator counts per line outside quotes, for the first lines of the file. */
function countSeparators(text: string): Record<string, number>[] {
  const lines: Record<string, number>[] = []
  let counts: Record<string, number> = { ';': 0, '\t': 0, ',': 0 }
  let quoted = false
  let blank = true
  for (let i = 0; i < text.length && lines.length < SAMPLE_LINES; i++) {
    const ch = text[i]!
    if (ch === '"') quoted = !quoted
    else if (quoted) continue
    else if (ch === '\n' || ch === '\r') {
      if (!blank) lines.push(counts)
      counts = { ';': 0, '\t': 0, ',': 0 }
      blank = true
      continue
    } else if (ch in counts) counts[ch]!++
    blank = false
  }
  if (!blank) lines.push(counts)
  return lines
}

/**
 * The separator the header line and most lines agree on: each line has as many of it as the header. Of those,
 * the one splitting lines into most fields; `;` before tab before `,` on a tie, since a `,` in a `;` file is a
 * decimal comma («12 345 678,00»).
 */
export function detectSeparator(text: string): string {
  const lines = countSeparators(text)
  if (lines.length === 0) return ';'
  const [header] = lines
  let best: { separator: string; fields: number } | null = null
  for (const separator of SEPARATORS) {
    const fields = header![separator]!
    if (fields === 0) continue
    const agreeing = lines.filter((line) => line[separator] === fields).length
    if (agreeing < lines.length * 0.8) continue
    if (!best || fields > best.fields) best = { separator, fields }
  }
  if (best) return best.separator
  // No separator is consistent (ragged lines): take the one the header uses most.
  return SEPARATORS.reduce((a, b) => (header![b]! > header![a]! ? b : a))
}

/** Splits CSV text into rows of fields; a row number is the record's place in the file, as a spreadsheet shows it. */
export function parseCsv(text: string): Table {
  let start = 0
  // Excel honours a first line «sep=;»; so do we.
  const hint = /^sep=(.)\r?\n/.exec(text)
  const separator = hint ? hint[1]! : detectSeparator(text)
  if (hint) start = hint[0].length
  const rows: TableRow[] = []
  let row = hint ? 1 : 0
  let cells: TableRow['cells'] = []
  let i = start
  const n = text.length
  while (i <= n) {
    // One field.
    let value: string
    if (text[i] === '"') {
      const opening = row + 1
      let j = i + 1
      let parts = ''
      for (;;) {
        const quote = text.indexOf('"', j)
        if (quote < 0)
          throw new PriceListError(
            'broken_csv',
            `В строке ${opening} кавычка открыта и не закрыта до конца файла: проверьте файл или сохраните его из Excel заново`,
          )
        parts += text.slice(j, quote)
        if (text[quote + 1] === '"') {
          parts += '"'
          j = quote + 2
          continue
        }
        i = quote + 1
        break
      }
      // Text after the closing quote up to the separator is kept, as Excel does with «"12" 345».
      let end = i
      while (end < n && text[end] !== separator && text[end] !== '\n' && text[end] !== '\r') end++
      value = parts + text.slice(i, end)
      i = end
    } else {
      let end = i
      while (end < n && text[end] !== separator && text[end] !== '\n' && text[end] !== '\r') end++
      value = text.slice(i, end)
      i = end
    }
    cells.push(value === '' ? undefined : { kind: 'text', text: value })
    if (i < n && text[i] === separator) {
      i++
      continue
    }
    // End of the record.
    row++
    if (cells.some((cell) => cell !== undefined)) rows.push({ row, cells })
    cells = []
    if (i >= n) break
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2
    else i++
    if (i >= n) break
  }
  return { rows, merges: [] }
}
