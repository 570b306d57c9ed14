/**
 * Contract between the seed's content modules and the seed engine.
 * Content data never holds media ids: wherever an upload field takes an image, the content writes
 * an ArtRef ({ art: key }) and the engine renders that illustration once, uploads it and puts its id there.
 */
export type ArtRef = { art: string }

/** A generated illustration: calm, stylised SVG art rendered to WebP at seed time. */
export interface Illustration {
  key: string
  /** Meaningful Russian alt text. */
  alt: string
  width: number
  height: number
  svg: () => string
}

/** What the plan renderer and the layout copy need to know about a layout. */
export interface LayoutSpec {
  code: string
  rooms: number // 0 = studio
  isEuro: boolean
  area: number // m²
  features: string[] // values of FEATURE_TAGS in src/cms/options.ts
  variant: number // 0..n, makes layouts with the same rooms differ
}

export const isArtRef = (value: unknown): value is ArtRef =>
  typeof value === 'object' &&
  value !== null &&
  'art' in value &&
  typeof (value as ArtRef).art === 'string' &&
  Object.keys(value).length === 1
