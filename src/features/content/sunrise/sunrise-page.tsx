import { AdvantageBlock } from '../blocks/advantage-block'
import { ConsultationCta } from '../blocks/consultation-cta'
import { CtaLink } from '../blocks/cta-link'
import { ImageBanner } from '../blocks/image-banner'
import { ImageCards } from '../blocks/image-cards'
import { MediaSplit } from '../blocks/media-split'
import { Section, SectionHeading } from '../blocks/section'
import { StickyShopLink } from './sticky-shop-link'
import type { SunrisePageContent } from './sunrise-page-data'

/** The id of the main screen: the sticky shop button shows while it is out of view. */
export const SUNRISE_MAIN_SCREEN_ID = 'sunrise-main-screen'
/** Analytics source of the page's consultation requests. */
export const SUNRISE_CONSULT_SOURCE = 'sunrise'

/**
 * The sunrise page (SPEC §2.2): main screen, window advantages, layouts with their link button, the
 * corner-glazing features, advantages, the corner-glazing banner, about the windows, the consultation call
 * to action and the mobile sticky 'в магазин квартир' button. Scroll-depth analytics (every 10 %, the goal
 * at 60 %) are sent by the analytics controller of the site layout for this path.
 */
export function SunrisePage({ content }: { content: SunrisePageContent }) {
  const { page, request } = content
  const layouts = page.sunrises_layout_block
  return (
    <>
      <ImageBanner block={page.main_screen} headingId="sunrise-title" headingLevel={1} height="screen" id={SUNRISE_MAIN_SCREEN_ID} />
      <Section labelledBy="sunrise-windows" tone="light">
        <MediaSplit block={page.advantages_windows_block} headingId="sunrise-windows" itemColumns={2} />
      </Section>
      {layouts?.title && (
        <Section labelledBy="sunrise-layouts" tone="alt">
          <SectionHeading
            id="sunrise-layouts"
            title={layouts.title}
            description={layouts.description}
            action={<CtaLink link={layouts.button_link} variant="accent" />}
          />
          <ImageCards cards={layouts.items ?? []} columns={3} />
        </Section>
      )}
      <Section labelledBy="sunrise-glazing-features" tone="light">
        <MediaSplit block={page.features_corner_glazing_block} headingId="sunrise-glazing-features" imageSide="start" imageShape="tall" />
      </Section>
      <Section labelledBy="sunrise-advantages" tone="ink">
        <AdvantageBlock block={page.advantage_block} headingId="sunrise-advantages" onDark />
      </Section>
      <ImageBanner block={page.corner_glazing_block} headingId="sunrise-corner-glazing" />
      <Section labelledBy="sunrise-about-windows" tone="light">
        <MediaSplit block={page.about_windows_block} headingId="sunrise-about-windows" itemColumns={2} />
      </Section>
      <ConsultationCta
        title={request.title}
        description={request.description}
        source={SUNRISE_CONSULT_SOURCE}
        headingId="sunrise-consultation"
      />
      <StickyShopLink watchId={SUNRISE_MAIN_SCREEN_ID} />
    </>
  )
}
