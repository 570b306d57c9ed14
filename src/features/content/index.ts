export { cached, clearCache, CONTENT_TTL_MS } from './cache'
export { type DocDto, type Dto, mapFields } from './dto'
export { fieldsJsonSchema } from './dto-schema'
export { CmsImage, type CmsImageProps, imageSrcSet } from './cms-image'
export { type ImageDto, imageSchema, toImage } from './image.schema'
export {
  type CollectionDto,
  collectionDtos,
  getLocationPage,
  getMainPage,
  getRequestBlock,
  getSunrisePage,
  getYardsPage,
  globalDto,
  type GlobalDto,
  type LocationPageDto,
  type MainPageDto,
  type RequestBlockDto,
  type SunrisePageDto,
  type YardsPageDto,
} from './pages'
