import { z } from 'zod'

const sizeSchema = z.object({ url: z.string(), width: z.number().nullable(), height: z.number().nullable() })

/** An image as the site renders it: original plus the web sizes the media library generates. */
export const imageSchema = z
  .object({
    url: z.string().describe('Original file (SVG plans stay vector)'),
    alt: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    sizes: z.object({ card: sizeSchema.describe('≈640 px wide WebP'), wide: sizeSchema.describe('≈1600 px wide WebP') }),
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
 * so callers can always build a srcset.
 */
export function toImage(value: unknown): ImageDto | null {
  if (!isMedia(value)) return null
  const original = { url: value.url!, width: value.width ?? null, height: value.height ?? null }
  const size = (name: string) => {
    const s = value.sizes?.[name]
    return s?.url ? { url: s.url, width: s.width ?? null, height: s.height ?? null } : original
  }
  return { ...original, alt: value.alt ?? '', sizes: { card: size('card'), wide: size('wide') } }
}
