import { StaticImage } from '@/ui/image/image-element'

import { cmsImageProps, type CmsImageProps } from './cms-image-props'

/**
 * An image from the CMS with no script, loaded by the browser's own lazy loading: for a layout's panel that shows its
 * picture only when it opens. CmsImage's module would bring LazyImage, and whatever a layout's modules import goes into
 * the first load of every page under it.
 */
export function CmsStaticImage(props: Omit<CmsImageProps, 'priority'>) {
  const image = cmsImageProps(props)
  return image ? <StaticImage {...image} /> : null
}
