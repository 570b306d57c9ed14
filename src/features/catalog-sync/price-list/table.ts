/** A sheet as the parser sees it, whichever file it came from. */
import type { CellValue } from './values'

/** One non-empty row: its number in the spreadsheet (1-based) and its cells by column (0-based). */
export type TableRow = { row: number; cells: (CellValue | undefined)[] }

/** A block of merged cells: rows 1-based, columns 0-based, both inclusive; `ref` as Excel writes it («B5:B7»). */
export type CellRange = { ref: string; top: number; bottom: number; left: number; right: number }

export type Table = { rows: TableRow[]; merges: CellRange[] }
