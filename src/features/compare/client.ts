// The client-safe surface of the comparison: what a browser island (and its tests) may import without the server's queries.
export { compareItemOf } from './compare-item'
export type { CompareItem, CompareList } from './compare.schema'
