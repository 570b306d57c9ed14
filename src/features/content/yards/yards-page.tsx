import { AdvantageBlock } from '../blocks/advantage-block'
import { ConsultationCta } from '../blocks/consultation-cta'
import { GallerySlider } from '../blocks/gallery-slider'
import { ItemList } from '../blocks/item-list'
import { MediaSplit } from '../blocks/media-split'
import { Section } from '../blocks/section'
import type { ContentBlockData } from '../blocks/types'
import { CmsImage } from '../cms-image'
import { landscapeSlides } from '../image.schema'
import type { YardsView } from './load-yards'
import styles from './yards-page.module.css'
import { YardsSlider } from './yards-slider'
import { Typeset } from '../blocks/typography'

/** Analytics source of the page's consultation requests. */
export const YARDS_CONSULT_SOURCE = 'yards'
/** The gallery's name: the CMS gives the yards gallery no title. */
const GALLERY_LABEL = 'Галерея'

/**
 * The yards page (SPEC §2.2): title and slider, communication area, advantages, park features, the two
 * settle-nearby blocks, gallery, sport, herbarium and the consultation call to action. Server-rendered; the
 * slider, the gallery and the consultation button are the client islands.
 */
export function YardsPageView({ page, request }: YardsView) {
  const slides = (page.slider_main_screen_items ?? []).filter((item) => item.image)
  const settle = [page.settle_down_nearby_block_first, page.settle_down_nearby_block_second].flatMap(
    (block): (ContentBlockData & { title: string })[] => (block?.title ? [{ ...block, title: block.title }] : []),
  )
  const gallery = landscapeSlides(page.gallery_slides ?? [])
  return (
    <>
      <YardsSlider
        label={page.title}
        slides={slides.map((item, i) => ({
          // A screen-tall slider: phones held upright get the portrait crop (CmsImage portraitCrop).
          media: <CmsImage image={item.image} sizes="100vw" fit="cover" priority={i === 0} portraitCrop />,
          caption: item.caption ?? null,
        }))}
      >
        <h1>{page.title}</h1>
        {page.description && <p>{page.description}</p>}
      </YardsSlider>

      <Section labelledBy="yards-communication">
        <MediaSplit block={page.communication_area_block} headingId="yards-communication" imageSide="end" />
      </Section>

      <Section labelledBy="yards-advantages" tone="ink">
        <AdvantageBlock block={page.advantage_block} headingId="yards-advantages" onDark />
      </Section>

      <Section labelledBy="yards-park" tone="alt">
        <MediaSplit block={page.park_features_block} headingId="yards-park" imageSide="start" />
      </Section>

      {settle.length > 0 && (
        <Section labelledBy="yards-settle-0">
          <ul className={styles.settle}>
            {settle.map((block, i) => (
              <li key={block.title} className={styles.settleCard}>
                {block.image && (
                  <div className={styles.settleMedia}>
                    <CmsImage image={block.image} sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw" fit="cover" />
                  </div>
                )}
                <div className={styles.settleBody}>
                  <h2 id={`yards-settle-${i}`} className={styles.settleTitle}>
                    <Typeset text={block.title} />
                  </h2>
                  {block.description && (
                    <p className={styles.settleText}>
                      <Typeset text={block.description} />
                    </p>
                  )}
                  <ItemList items={block.items} marker="rule" />
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {gallery.length > 0 && (
        <section className={styles.gallery} aria-label={GALLERY_LABEL}>
          <GallerySlider slides={gallery} title={GALLERY_LABEL} />
        </section>
      )}

      <Section labelledBy="yards-sport">
        <MediaSplit block={page.sport_block} headingId="yards-sport" imageSide="start" itemColumns={2} />
      </Section>

      <Section labelledBy="yards-herbarium" tone="alt">
        <MediaSplit block={page.herbarium_block} headingId="yards-herbarium" imageSide="end" />
      </Section>

      <ConsultationCta
        title={request.title}
        description={request.description}
        image={request.image}
        source={YARDS_CONSULT_SOURCE}
        headingId="yards-consultation"
      />
    </>
  )
}
