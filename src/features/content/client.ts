/** The client-safe surface of content: what a client component may use without the CMS's server code. */
export { imageSrcSet } from './cms-image-props'
export type { ImageDto } from './image.schema'
