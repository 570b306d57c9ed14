import { CtaLink } from '../blocks/cta-link'
import { ImageCards } from '../blocks/image-cards'
import { ItemList } from '../blocks/item-list'
import { Section, SectionHeading } from '../blocks/section'
import type { MainPageDto } from '../pages'
import { layoutCards } from './layout-cards'
import styles from './main-sections.module.css'

/** The layouts block: room types as plan cards leading to the filtered flats list, and what sets the plans apart. */
export function LayoutsSection({ block, layouts }: { block: MainPageDto['layout_block']; layouts: MainPageDto['layouts'] }) {
  if (!block?.title && !layouts?.length) return null
  const plans = layouts ?? []
  return (
    <Section labelledBy="main-layouts" tone="light">
      <SectionHeading
        id="main-layouts"
        title={block?.title}
        description={block?.description}
        action={<CtaLink link={block?.button} variant="secondary" />}
      />
      <ImageCards cards={layoutCards(plans)} columns={plans.length >= 5 ? 5 : plans.length >= 4 ? 4 : 3} />
      <ItemList items={block?.items} columns={3} marker="rule" className={styles.layoutPoints} />
    </Section>
  )
}
