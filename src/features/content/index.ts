export { cached, clearCache, keepContentFresh } from './cache'
export { contentOperations } from './operations'
export { type DocDto, type Dto, mapFields } from './dto'
export { fieldsJsonSchema } from './dto-schema'
export { CmsImage, type CmsImageProps, imageSrcSet } from './cms-image'
export { CmsStaticImage } from './cms-static-image'
export { type ImageDto, imageSchema, toImage } from './image.schema'
export {
  type CollectionDto,
  collectionDtos,
  type DraftReader,
  getLocationPage,
  getMainPage,
  getRequestBlock,
  getSunrisePage,
  getYardsPage,
  globalDto,
  type GlobalDto,
  type LocationPageDto,
  type LayoutFigures,
  type MainPageDto,
  type RequestBlockDto,
  type SunrisePageDto,
  type YardsPageDto,
} from './pages'
export { AdvantageBlock, type AdvantageBlockProps, subtitleVariants } from './blocks/advantage-block'
export { ConsultationCta, type ConsultationCtaProps } from './blocks/consultation-cta'
export { CtaLink, type CtaLinkProps } from './blocks/cta-link'
export { GallerySlider, type GallerySliderProps } from './blocks/gallery-slider'
export { HeroSlider, type HeroSlide, type HeroSliderProps } from './blocks/hero-slider'
export { ImageBanner, type ImageBannerProps } from './blocks/image-banner'
export { type ImageCard, ImageCards, type ImageCardsProps } from './blocks/image-cards'
export { ItemList, type ItemListProps } from './blocks/item-list'
export { MediaSplit, type MediaSplitProps } from './blocks/media-split'
export { Section, SectionHeading, type SectionHeadingProps, type SectionProps } from './blocks/section'
export type { AdvantageBlockData, AdvantageItem, ContentBlockData, ContentItem, GallerySlide, LinkData, SectionTone } from './blocks/types'
export { VideoCard, type VideoCardProps } from './blocks/video-card'
export { getMainPageContent, type MainPageContent } from './main/main-page-data'
export { MainPage } from './main/main-page'
export { getLocationView, type LocationView } from './location/load-location'
export { LocationPageView } from './location/location-page'
export { getYardsView, type YardsView } from './yards/load-yards'
export { YardsPageView } from './yards/yards-page'
export { getSunrisePageContent, type SunrisePageContent } from './sunrise/sunrise-page-data'
export { SunrisePage } from './sunrise/sunrise-page'
export { getPrivacyPolicy, PrivacyPolicyView, type PrivacyPolicyDto, revisionText } from './privacy/privacy-policy'
