import { agreeWithFigure } from '@/lib/plural'

import { CmsImage } from '../cms-image'
import { ItemList } from '../blocks/item-list'
import { Section, SectionHeading } from '../blocks/section'
import type { MainPageDto } from '../pages'
import styles from './main-sections.module.css'

/** The developer block (the anchor of the footer's «О застройщике» link, /#developer): who builds the complex, its track record in figures, and how it works. */
export function DeveloperSection({ developer }: { developer: MainPageDto['developer'] }) {
  if (!developer?.title) return null
  const stats = developer.stats ?? []
  return (
    <Section id="developer" labelledBy="main-developer" tone="light">
      <SectionHeading id="main-developer" title={developer.title} description={developer.description} layout="split" />
      {stats.length > 0 && (
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.title} className={styles.stat}>
              {/* The figure and the words under it read as one phrase: «22 года», never «22 лет». */}
              <dt className={styles.statLabel}>{agreeWithFigure(stat.value, stat.title)}</dt>
              <dd className={styles.statValue}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className={styles.developerBody}>
        {developer.image && (
          <div className={styles.developerMedia}>
            <CmsImage image={developer.image} sizes="(min-width: 1440px) 780px, (min-width: 1280px) 56vw, 100vw" fit="cover" />
          </div>
        )}
        <ItemList items={developer.items} />
      </div>
    </Section>
  )
}
