/** Why a whole file is refused; each comes with a Russian message the admin reads as is. */
export type PriceListErrorCode =
  | 'too_large'
  | 'empty'
  | 'no_data'
  | 'unsupported_type'
  | 'legacy_xls'
  | 'broken_xlsx'
  | 'unpacked_too_large'
  | 'unreadable_encoding'
  | 'broken_csv'
  | 'broken_json'

/** A file the parser refuses as a whole: nothing of it is returned, so nothing of it can be half-applied. */
export class PriceListError extends Error {
  readonly code: PriceListErrorCode

  constructor(code: PriceListErrorCode, message: string) {
    super(message)
    this.name = 'PriceListError'
    this.code = code
  }
}
