import { AdvantageBlock } from '../blocks/advantage-block'
import { ConsultationCta } from '../blocks/consultation-cta'
import { GallerySlider } from '../blocks/gallery-slider'
import { HeroSlider } from '../blocks/hero-slider'
import { MediaSplit } from '../blocks/media-split'
import { Section, SectionHeading } from '../blocks/section'
import { landscapeSlides } from '../image.schema'
import { DeveloperSection } from './developer-section'
import { LayoutsSection } from './layouts-section'
import type { MainPageContent } from './main-page-data'
import { RoomPrices } from './room-prices'
import { StorySection } from './story-section'
import { VideoSection } from './video-section'

/** SPEC §2.2: the main page's visually hidden h1. */
export const MAIN_PAGE_HEADING = 'Главная страница'
/** The hero carousel's accessible name (the CMS name of the screens list). */
export const HERO_CAROUSEL_LABEL = 'Первые экраны'
/** The gallery's name when the CMS leaves its title empty. */
const GALLERY_FALLBACK_TITLE = 'Галерея'
/** Analytics source of the page's consultation requests. */
export const MAIN_CONSULT_SOURCE = 'main'

/**
 * The main page (SPEC §2.2): hero screens (with the «от» prices by room count under them), developer,
 * story, layouts, first advantages, features, video, second advantages, gallery and the consultation call to
 * action. Server-rendered; the sliders, the video dialogs and the consultation button are the only client islands.
 * Scroll-depth goals (every 25 %) are sent by the analytics controller of the site layout for this path.
 */
export function MainPage({ content }: { content: MainPageContent }) {
  const { page, request } = content
  const gallerySlides = landscapeSlides(page.gallery_slides ?? [])
  return (
    <>
      <h1 className="visually-hidden">{MAIN_PAGE_HEADING}</h1>
      <HeroSlider slides={page.screens ?? []} label={HERO_CAROUSEL_LABEL} />
      <RoomPrices layouts={page.layouts} />
      <DeveloperSection developer={page.developer} />
      <StorySection story={page.story} />
      <LayoutsSection block={page.layout_block} layouts={page.layouts} />
      <Section labelledBy="main-advantages-first" tone="ink">
        <AdvantageBlock block={page.advantage_first} headingId="main-advantages-first" onDark />
      </Section>
      <Section labelledBy="main-feature" tone="light">
        <MediaSplit block={page.feature} headingId="main-feature" imageSide="start" imageShape="tall" />
      </Section>
      <VideoSection video={page.video} />
      <Section labelledBy="main-advantages-second" tone="alt">
        <AdvantageBlock block={page.advantage_second} headingId="main-advantages-second" />
      </Section>
      {gallerySlides.length > 0 && (
        <Section labelledBy="main-gallery" tone="light" bleed>
          <div className="container">
            <SectionHeading id="main-gallery" title={page.gallery?.title} description={page.gallery?.description} layout="split" />
          </div>
          <GallerySlider slides={gallerySlides} title={page.gallery?.title || GALLERY_FALLBACK_TITLE} />
        </Section>
      )}
      <ConsultationCta
        title={request.title}
        description={request.description}
        image={page.video_avatar}
        source={MAIN_CONSULT_SOURCE}
        headingId="main-consultation"
      />
    </>
  )
}
