/**
 * The shapes the shared content blocks render. They are structural, so every page global whose groups are
 * built with the CMS field helpers (contentBlock, advantageBlock, link, imageList) fits without mapping.
 */
import type { ImageDto } from '../image.schema'

/** One entry of a content block: a title, an optional text and image. */
export interface ContentItem {
  title: string
  text?: string | null
  image?: ImageDto | null
}

/** A titled block with text, an image and a list of items (the CMS `contentBlock`). */
export interface ContentBlockData {
  title?: string | null
  description?: string | null
  image?: ImageDto | null
  items?: ContentItem[] | null
}

/** A call to action from the CMS: button text and target (the CMS `link`). */
export interface LinkData {
  text?: string | null
  url?: string | null
}

/** One advantage: a large figure (value) with its title and explanation. */
export interface AdvantageItem extends ContentItem {
  value?: string | null
}

/** The advantage block of SPEC §3 (the CMS `advantageBlock`). */
export interface AdvantageBlockData {
  title?: string | null
  subtitle?: string | null
  subtitle_tablet?: string | null
  subtitle_mobile?: string | null
  help_text?: string | null
  text_button?: string | null
  project_url?: string | null
  advantages?: AdvantageItem[] | null
}

/** A slide of a gallery (the CMS `imageList`). */
export interface GallerySlide {
  image: ImageDto | null
  caption?: string | null
}

/** Surface colour of a section: the page background, the soft alternate, or deep ink. */
export type SectionTone = 'light' | 'alt' | 'ink'
