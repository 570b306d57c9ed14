import type { ImageProps } from '@/ui/image/image-element'

import type { ImageDto } from './image.schema'

export interface CmsImageProps {
  image: ImageDto | null | undefined
  /** The rendered width per breakpoint, e.g. '(min-width: 1280px) 50vw, 100vw' — phones then fetch the 640 px file. */
  sizes: string
  priority?: boolean
  fit?: 'cover' | 'contain'
  className?: string
  /** Overrides the alt text of the media library (e.g. '' for a decorative repeat). */
  alt?: string
  /** A screen-tall hero: phones held upright get the image's portrait crop (when the library has made one). */
  portraitCrop?: boolean
}

/** The srcset of a media-library image: its 640 px and 1600 px WebP sizes and the original, deduplicated. */
export function imageSrcSet(image: ImageDto): string | undefined {
  if (image.url.endsWith('.svg')) return undefined
  const candidates = [image.sizes.card, image.sizes.wide, image]
  // One candidate per width: an original as wide as its resized copy is the same candidate twice (a srcset
  // error the browser resolves by dropping one), and the copy is the lighter file.
  const seen = new Set<string | number>()
  const parts: string[] = []
  for (const c of candidates) {
    if (!c.width || seen.has(c.url) || seen.has(c.width)) continue
    seen.add(c.url).add(c.width)
    parts.push(`${c.url} ${c.width}w`)
  }
  return parts.length > 0 ? parts.join(', ') : undefined
}

/** The image's props for the kit's image components; null when the media is missing. */
export function cmsImageProps({ image, sizes, fit, className, alt, portraitCrop }: Omit<CmsImageProps, 'priority'>): ImageProps | null {
  if (!image) return null
  const crop = portraitCrop ? image.sizes.portrait : undefined
  return {
    src: image.url.endsWith('.svg') ? image.url : image.sizes.wide.url,
    srcSet: imageSrcSet(image),
    sizes,
    alt: alt ?? image.alt,
    width: image.width,
    height: image.height,
    fit,
    className,
    portrait: crop && { src: crop.url, width: crop.width, height: crop.height },
  }
}
