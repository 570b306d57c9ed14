// No 'use client': LazyImage renders this markup in the browser, and StaticImage renders it on the server with no
// script at all (the layout's consultation picture would otherwise bring LazyImage into every page's first load).
import clsx from 'clsx'
import type { CSSProperties, Ref, SyntheticEvent } from 'react'

import styles from './lazy-image.module.css'

export interface ImageProps {
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

/** Where an image is in its loading: LazyImage's state; a static image is visible from the start. */
export interface ImageState {
  /** Near the view (or a priority or static image): the real source is set. */
  visible: boolean
  /** A lazy image: its box keeps the picture's shape and it fades in when its file arrives. */
  fading: boolean
  /** The real file has arrived: ends a lazy image's fade-in. */
  loaded: boolean
  /** The browser's own lazy loading, for an image with no script to decide. */
  loading?: 'lazy'
  imageRef?: Ref<HTMLImageElement>
  onLoad?: (event: SyntheticEvent<HTMLImageElement>) => void
}

/**
 * The <img> of an image (in a <picture> with the portrait crop), marked 'lazy' until a lazy one's file arrives and
 * 'loaded' after. `sizes` goes out only with a `srcSet` (it means nothing without one, and is invalid HTML then).
 */
export function ImageElement({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  priority = false,
  fit,
  className,
  style,
  portrait,
  visible,
  fading,
  loaded,
  loading,
  imageRef,
  onLoad,
}: ImageProps & ImageState) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- the media library already serves WebP sizes; no optimizer round-trip.
    <img
      ref={imageRef}
      alt={alt}
      width={width ?? undefined}
      height={height ?? undefined}
      src={visible ? src : LAZY_PLACEHOLDER_SRC}
      srcSet={visible ? srcSet : undefined}
      sizes={visible && srcSet ? sizes : undefined}
      decoding="async"
      loading={loading}
      fetchPriority={priority ? 'high' : undefined}
      className={clsx(styles.image, fading && 'lazy', loaded && 'loaded', className)}
      data-fit={fit}
      // The 1×1 placeholder is a square picture: until the file arrives, its width and height give the box its shape,
      // through a rule any frame's own aspect-ratio overrides (a 4:3 promo picture whose file is 16:10 stays 4:3).
      style={fading && !loaded && width && height ? ({ '--lazy-ratio': `${width} / ${height}`, ...style } as CSSProperties) : style}
      onLoad={onLoad}
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

/**
 * An image as the server renders it, with no script and no fade-in: a priority image loads at once with high priority
 * (and React preloads it); any other loads when the browser sees it near the view (its own lazy loading: without it,
 * React preloads every server-rendered image, even one in a panel that is closed).
 */
export function StaticImage(props: ImageProps) {
  return <ImageElement {...props} visible fading={false} loaded={false} loading={props.priority ? undefined : 'lazy'} />
}
