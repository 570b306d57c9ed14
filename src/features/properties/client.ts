// Client-safe surface of the properties feature: what browser components may import without the catalogue,
// the CMS client or the logger that the index brings along.
export { GLYPH_TYPES, typeGlyphImagePath, typeGlyphPath, typeGlyphSvg } from './type-glyph'
