/**
 * Line drawings standing in for a plan where a type has none (a parking place, a storage room, a shop): the
 * shop's cards draw them inline, and structured data links them as the product image of such a property.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  parking: 'M14 40h52M20 40l6-14h28l6 14M18 40v10h8v-4h28v4h8V40M24 46h4M52 46h4',
  storage: 'M16 26l24-10 24 10v28H16zM16 26h48M28 54V36h24v18M28 42h24M28 48h24',
  commercial:
    'M14 30l4-12h44l4 12zM14 30c0 5 9 5 9 0 0 5 9 5 9 0 0 5 8 5 8 0 0 5 9 5 9 0 0 5 8 5 8 0 0 5 9 5 9 0M18 36v20h44V36M26 56V42h12v14M46 42h10v8H46',
}

/** The SVG path of a type's drawing (a storage room for a type without one). */
export function typeGlyphPath(type: string): string {
  return GLYPHS[type] ?? GLYPHS.storage!
}

/** The types that have a drawing of their own. */
export const GLYPH_TYPES: readonly string[] = Object.keys(GLYPHS)

/** Where a type's drawing is served as an image file. */
export const typeGlyphImagePath = (type: string) => `/images/property-types/${type}.svg`

/** A type's drawing as a standalone SVG file: ink lines on the site's warm paper, 800 × 700. */
export function typeGlyphSvg(type: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 70" width="800" height="700">' +
    '<rect width="80" height="70" fill="#fffdf9"/>' +
    `<path d="${typeGlyphPath(type)}" fill="none" stroke="#1b2745" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round"/>` +
    '</svg>'
  )
}
