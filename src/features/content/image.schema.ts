import { z } from 'zod'

const sizeSchema = z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() })

/** An image as the site renders it: original plus the web sizes the media library generates. */
export const imageSchema = z
  .object({
    url: z.string().describe('Original file (SVG plans stay vector)'),
    alt: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    sizes: z.object({
      card: sizeSchema.describe('≈640 px wide WebP'),
      wide: sizeSchema.describe('≈1600 px wide WebP'),
      portrait: sizeSchema
        .optional()
        .describe('608×1080 WebP crop at the focal point, for a screen-tall hero on a portrait screen; absent when not generated'),
    }),
  })
  .meta({ id: 'Image' })

export type ImageDto = z.infer<typeof imageSchema>

type MediaLike = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  filename?: string | null
  sizes?: Record<string, { url?: string | null; width?: number | null; height?: number | null } | undefined>
}

const isMedia = (value: unknown): value is MediaLike =>
  typeof value === 'object' && value !== null && typeof (value as MediaLike).url === 'string' && 'filename' in value

/**
 * Maps a populated media document to an ImageDto; anything else (an unpopulated id, a deleted file) is null.
 * A size the library did not generate (SVG, or an original narrower than the size) falls back to the original,
 * so callers can always build a srcset. The portrait crop is left out then (the original is no portrait crop), as it
 * is for files uploaded before it existed until they are saved again (the admin's «Редактировать изображение»),
 * so SVG plans carry nothing extra.
 */
export function toImage(value: unknown): ImageDto | null {
  if (!isMedia(value)) return null
  const original = { url: value.url!, width: value.width ?? null, height: value.height ?? null }
  const size = (name: string) => {
    const s = value.sizes?.[name]
    return s?.url ? { url: s.url, width: s.width ?? null, height: s.height ?? null } : original
  }
  const portrait = value.sizes?.portrait
  return {
    ...original,
    alt: value.alt ?? '',
    sizes: {
      card: size('card'),
      wide: size('wide'),
      ...(portrait?.url && { portrait: { url: portrait.url, width: portrait.width ?? null, height: portrait.height ?? null } }),
    },
  }
}

/**
 * The image without its portrait crop, for a client island that never renders a screen-tall hero (a gallery, a
 * video poster): an island's props ride in the page's HTML, and the crop's URL would be ~110 bytes of nothing.
 */
export function landscape<T extends ImageDto | null | undefined>(image: T): T {
  if (!image?.sizes.portrait) return image
  const { card, wide } = image.sizes
  return { ...image, sizes: { card, wide } }
}

/** Gallery slides for the gallery island: their pictures without the portrait crop (see landscape). */
export function landscapeSlides<S extends { image: ImageDto | null }>(slides: readonly S[]): S[] {
  return slides.map((slide) => ({ ...slide, image: landscape(slide.image) }))
}
