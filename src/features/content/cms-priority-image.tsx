import { PriorityImage } from '@/ui/image/image-element'

import { cmsImageProps, type CmsImageProps } from './cms-image-props'

/**
 * A priority image from the CMS, for the layout: CmsImage would do the same, but its module brings LazyImage, and
 * whatever a layout's modules import goes into the first load of every page under it.
 */
export function CmsPriorityImage(props: Omit<CmsImageProps, 'priority'>) {
  const image = cmsImageProps(props)
  return image ? <PriorityImage {...image} /> : null
}
