/**
 * A price list as JSON (an export of 1С or a CRM published at a URL): an array of objects, or such an array
 * under `rows`, `items` or `data`. Each object is a row and its keys are the headers, so the same header words,
 * mapping and value rules apply as to a spreadsheet: `{"Код в CRM": "NZ-1-1-021", "Цена": "12 350 000"}` and
 * `{"code": "NZ-1-1-021", "price": 12350000, "status": "Свободна"}` read alike.
 */
import { PriceListError } from './errors'
import type { Table, TableRow } from './table'
import type { CellValue } from './values'

const BROKEN = 'Файл JSON не читается: ожидается массив объектов — по одному на помещение'

function cellOf(value: unknown): CellValue | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', raw: String(value) } : undefined
  if (typeof value === 'string') return { kind: 'text', text: value }
  if (typeof value === 'boolean') return { kind: 'text', text: String(value) }
  return { kind: 'text', text: JSON.stringify(value) }
}

/** The JSON file as a sheet: its keys, in the order they first appear, as the header row (row 1). */
export function readJsonTable(bytes: Uint8Array): Table {
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''))
  } catch {
    throw new PriceListError('broken_json', BROKEN)
  }
  const holder = parsed as Record<string, unknown> | null
  const list = Array.isArray(parsed) ? parsed : (holder?.rows ?? holder?.items ?? holder?.data)
  if (!Array.isArray(list) || list.some((item) => typeof item !== 'object' || item === null || Array.isArray(item)))
    throw new PriceListError('broken_json', BROKEN)
  const headers: string[] = []
  const columns = new Map<string, number>()
  for (const item of list as Record<string, unknown>[])
    for (const key of Object.keys(item)) if (!columns.has(key)) columns.set(key, headers.push(key) - 1)
  const rows: TableRow[] = [{ row: 1, cells: headers.map((h) => ({ kind: 'text', text: h })) }]
  ;(list as Record<string, unknown>[]).forEach((item, i) => {
    const cells: (CellValue | undefined)[] = Array.from({ length: headers.length })
    for (const [key, value] of Object.entries(item)) cells[columns.get(key)!] = cellOf(value)
    rows.push({ row: i + 2, cells })
  })
  return { rows, merges: [] }
}
