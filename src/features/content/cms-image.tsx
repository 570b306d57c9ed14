import { StaticImage } from '@/ui/image/image-element'
import { LazyImage } from '@/ui/image/lazy-image'

import { cmsImageProps, type CmsImageProps } from './cms-image-props'

export { type CmsImageProps, imageSrcSet } from './cms-image-props'

/**
 * An image from the CMS, lazy by default, with its responsive sizes; nothing when the media is missing. A priority
 * image has nothing to wait for: it is the server's markup, with no script.
 */
export function CmsImage({ priority, ...rest }: CmsImageProps) {
  const props = cmsImageProps(rest)
  if (!props) return null
  return priority ? <StaticImage {...props} priority /> : <LazyImage {...props} />
}
