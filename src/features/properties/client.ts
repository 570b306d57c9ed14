// Client-safe surface of the properties feature: what browser components may import without the catalogue,
// the CMS client or the logger that the index brings along (and without zod: filter-dimensions.ts says why).
export {
  DEFAULT_ORDER,
  FILTER_LIST_RULES,
  FILTER_RANGE_KEYS,
  FILTER_RANGE_RULES,
  readFilterValue,
  readFlag,
  readOrder,
  type FilterListKey,
  type FilterListValue,
  type FilterRangeKey,
  type PropertyOrder,
} from './filter-dimensions'
export { GLYPH_TYPES, typeGlyphImagePath, typeGlyphPath, typeGlyphSvg } from './type-glyph'
