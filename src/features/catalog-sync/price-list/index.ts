/** The price-list file parser: XLSX or CSV in, rows for the import engine out. */
export { PriceListError, type PriceListErrorCode } from './errors'
export { MAX_FILE_BYTES, readPriceList } from './read'
export { guessMapping } from './values'
export type { ColumnMapping, ParsedPriceList, PriceListFile, PriceListRow, PriceListStatus, RowError } from './types'
