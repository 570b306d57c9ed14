import { type ImageDto, imageSrcSet } from '@/features/content/client'

/** An image prepared on the server for a client component: plain props, no CMS code in the browser bundle. */
export interface Picture {
  /** The 1600 px file (or the original SVG). */
  src: string
  srcSet?: string
  alt: string
  width: number | null
  height: number | null
}

/** A media-library image as the props of LazyImage. */
export function toPicture(image: ImageDto): Picture {
  return {
    src: image.url.endsWith('.svg') ? image.url : image.sizes.wide.url,
    srcSet: imageSrcSet(image),
    alt: image.alt,
    width: image.width,
    height: image.height,
  }
}
