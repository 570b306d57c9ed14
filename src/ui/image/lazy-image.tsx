'use client'

import { useRef, useState } from 'react'

import { ImageElement, type ImageProps, LAZY_PLACEHOLDER_SRC } from './image-element'
import { useLazyVisible } from './use-lazy-visible'

export { LAZY_PLACEHOLDER_SRC, PORTRAIT_MEDIA } from './image-element'
export type LazyImageProps = ImageProps

/**
 * An image that loads 50 px before it enters the view (SPEC §9), marked with the class 'lazy' until then and
 * 'loaded' after. Priority images render their source on the server so the browser finds them at once.
 */
export function LazyImage(props: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null)
  const visible = useLazyVisible(ref, props.priority ?? false)
  const [loaded, setLoaded] = useState(false)
  return (
    <ImageElement
      {...props}
      imageRef={ref}
      visible={visible}
      fading={!props.priority}
      loaded={loaded}
      // The placeholder loads too; only the real file ends the fade-in.
      onLoad={(event) => {
        if (event.currentTarget.getAttribute('src') !== LAZY_PLACEHOLDER_SRC) setLoaded(true)
      }}
    />
  )
}
