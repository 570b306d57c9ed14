'use client'

import clsx from 'clsx'
import { type CSSProperties, useRef, useState } from 'react'

import styles from './lazy-image.module.css'
import { useLazyVisible } from './use-lazy-visible'

export interface LazyImageProps {
  src: string
  alt: string
  /** Intrinsic size: reserves the box before the file arrives, so nothing shifts. */
  width?: number | null
  height?: number | null
  srcSet?: string
  /** The rendered width per breakpoint, e.g. '(min-width: 1280px) 50vw, 100vw'. */
  sizes?: string
  /** Above the fold (the hero, the LCP image): load at once with high priority. */
  priority?: boolean
  /** How the picture fills a box of another aspect ratio. */
  fit?: 'cover' | 'contain'
  className?: string
  style?: CSSProperties
  /**
   * A portrait crop for phones held upright (PORTRAIT_MEDIA): a screen-tall hero there shows only a narrow slice of
   * a landscape picture, and the crop is that slice without the rest of the file.
   */
  portrait?: { src: string; width: number | null; height: number | null }
}

/**
 * Where the portrait crop replaces the picture: phones held upright. A portrait tablet shows more of the picture's
 * width than the crop holds, so it keeps the landscape file.
 */
export const PORTRAIT_MEDIA = '(orientation: portrait) and (max-width: 767px)'

/**
 * What a lazy image's src holds until it comes near the view: a transparent 1×1 GIF, so the server HTML is
 * valid (every <img> has a src) and fetches nothing; width and height still reserve the box.
 */
export const LAZY_PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * An image that loads 50 px before it enters the view (SPEC §9), marked with the class 'lazy' until then and
 * 'loaded' after. Priority images render their source on the server so the browser finds them at once.
 * `sizes` goes out only with a `srcSet` (it means nothing without one, and is invalid HTML then).
 */
export function LazyImage({ src, alt, width, height, srcSet, sizes, priority = false, fit, className, style, portrait }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const visible = useLazyVisible(ref, priority)
  const [loaded, setLoaded] = useState(false)
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- the media library already serves WebP sizes; no optimizer round-trip.
    <img
      ref={ref}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      src={visible ? src : LAZY_PLACEHOLDER_SRC}
      srcSet={visible ? srcSet : undefined}
      sizes={visible && srcSet ? sizes : undefined}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={clsx(styles.image, !priority && 'lazy', loaded && 'loaded', className)}
      data-fit={fit}
      // The 1×1 placeholder is a square picture: until the file arrives, its width and height give the box its shape,
      // through a rule any frame's own aspect-ratio overrides (a 4:3 promo picture whose file is 16:10 stays 4:3).
      style={!priority && !loaded && width && height ? ({ '--lazy-ratio': `${width} / ${height}`, ...style } as CSSProperties) : style}
      // The placeholder loads too; only the real file ends the fade-in.
      onLoad={(event) => {
        if (event.currentTarget.getAttribute('src') !== LAZY_PLACEHOLDER_SRC) setLoaded(true)
      }}
    />
  )
  if (!portrait) return image
  return (
    <picture className={styles.picture}>
      {/* A lazy image gets its source with its file: a <source> must name one, and this one would be fetched. */}
      {visible && (
        <source
          media={PORTRAIT_MEDIA}
          srcSet={portrait.width ? `${portrait.src} ${portrait.width}w` : portrait.src}
          sizes={portrait.width ? '100vw' : undefined}
          width={portrait.width ?? undefined}
          height={portrait.height ?? undefined}
        />
      )}
      {image}
    </picture>
  )
}
