/**
 * Shapes shared by the price-list parser and the import engine. The parser turns a file into rows of
 * these; the engine never sees the file, so any other source (the push API, a connector) can feed it
 * the same rows.
 */

/** A property's sale status as the site knows it; `off_sale` is a flat a full list left out. */
export type PriceListStatus = 'available' | 'booked' | 'sold' | 'off_sale'

/** Which header of the file holds each field; only `code` is required. */
export type ColumnMapping = {
  code: string
  price?: string
  status?: string
  oldPrice?: string
  discount?: string
}

/** One data row of the file, numbered as the admin sees it in a spreadsheet (the header is row 1). */
export type PriceListRow = {
  row: number
  code: string
  price?: number
  oldPrice?: number
  discountPercent?: number
  status?: PriceListStatus
}

/** A row the parser could not read; `message` is Russian and shown to the admin as is. */
export type RowError = { row: number; message: string }

export type ParsedPriceList = {
  headers: string[]
  /** The mapping used: the one given, or the one guessed from the headers; null when none fits. */
  mapping: ColumnMapping | null
  rows: PriceListRow[]
  errors: RowError[]
}

export type PriceListFile = { name: string; bytes: Uint8Array }
