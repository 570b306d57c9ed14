// Server surface of the comparison: the API route files and the OpenAPI registry import it.
export {
  addToCompare,
  clearCompare,
  collectionCompare,
  COMPARE_LIMIT,
  compareItems,
  removeFromCompare,
  shareCompare,
  visitorCompare,
} from './compare'
export { compareItemOf } from './compare-item'
export { compareItemSchema, compareListSchema, type CompareItem, type CompareList } from './compare.schema'
export { compareOperations } from './operations'
export { ComparePage } from './compare-page'
