/** The blocks under the card (SPEC §2.2): virtual tour, gallery, layout features, promo. Server-rendered. */
import type { ReactNode } from 'react'

import { CmsImage } from '@/features/content'
import type { PromoDto, PropertyDetail } from '@/features/properties'
import { buttonClassName } from '@/ui/button/button'

import { GalleryGrid } from './gallery-grid'
import styles from './flat-sections.module.css'

function Section({ id, title, children, lead }: { id: string; title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {lead}
      </div>
      {children}
    </section>
  )
}

/** The layout's virtual tour: a lazy iframe with a title, and a link to open it on its own. */
export function FlatTour({ url, code }: { url: string; code: string }) {
  return (
    <Section id="flat-tour" title="Виртуальный тур">
      <div className={styles.tour}>
        <iframe
          className={styles.tourFrame}
          src={url}
          title={`Виртуальный тур по планировке ${code}`}
          loading="lazy"
          allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
      <a className={styles.tourLink} href={url} target="_blank" rel="noopener noreferrer">
        открыть тур в новом окне
      </a>
    </Section>
  )
}

/** The layout gallery: thumbnails that open the fullscreen viewer. */
export function FlatGallery({ gallery }: { gallery: NonNullable<PropertyDetail['layout']>['gallery'] }) {
  return (
    <Section id="flat-gallery" title="Галерея">
      <GalleryGrid
        thumbs={gallery.map((image, index) => ({
          key: `${image.url}-${index}`,
          alt: image.caption ?? image.alt,
          node: <CmsImage image={image} sizes="(min-width: 1280px) 440px, (min-width: 768px) 45vw, 90vw" fit="cover" alt="" />,
        }))}
      />
    </Section>
  )
}

/** The layout's features: its feature block, the feature list and the standard characteristics. */
export function FlatFeatures({ detail }: { detail: PropertyDetail }) {
  const block = detail.layout?.layout_feature_block
  const hasBlock = Boolean(block?.title || block?.description)
  if (!hasBlock && detail.layout_features.length === 0 && detail.default_features.length === 0) return null
  return (
    <Section id="flat-features" title={block?.title ?? 'Особенности планировки'}>
      <div className={styles.features}>
        <div className={styles.featuresMain}>
          {block?.description ? <p className={styles.featuresLead}>{block.description}</p> : null}
          {detail.layout_features.length > 0 ? (
            <ul className={styles.featureList}>
              {detail.layout_features.map((feature) => (
                <li key={feature.title} className={styles.feature}>
                  <h3 className={styles.featureTitle}>{feature.title}</h3>
                  {feature.description ? <p className={styles.featureText}>{feature.description}</p> : null}
                </li>
              ))}
            </ul>
          ) : null}
          {detail.features.length > 0 ? (
            <ul className={styles.chips} aria-label="Особенности квартиры">
              {detail.features.map((tag) => (
                <li key={tag.value}>{tag.label}</li>
              ))}
            </ul>
          ) : null}
        </div>
        {detail.default_features.length > 0 ? (
          // A <dl> takes no aria-label (it has no role to name): a heading names the list instead.
          <div>
            <h3 className="visually-hidden">Характеристики</h3>
            <dl className={styles.specs}>
              {detail.default_features.map((spec) => (
                <div key={spec.title} className={styles.spec}>
                  <dt>{spec.title}</dt>
                  <dd>{spec.value ?? '—'}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </Section>
  )
}

/** The flat page's promo (/api/properties/promo_feature/): picture, title, text and its link. */
export function FlatPromo({ promo }: { promo: PromoDto }) {
  return (
    <section className={styles.promo} aria-labelledby="flat-promo">
      <div className={styles.promoText}>
        <h2 id="flat-promo" className={styles.promoTitle}>
          {promo.title}
        </h2>
        {promo.text ? <p className={styles.promoLead}>{promo.text}</p> : null}
        {promo.url && promo.button_text ? (
          <a className={buttonClassName({ variant: 'accent', size: 'large' })} href={promo.url}>
            {promo.button_text}
          </a>
        ) : null}
      </div>
      {promo.image ? (
        <div className={styles.promoMedia}>
          <CmsImage image={promo.image} sizes="(min-width: 1280px) 560px, 100vw" fit="cover" />
        </div>
      ) : null}
    </section>
  )
}

/** «Документы и сроки» of the flat's building: permit, escrow bank, declaration, delivery and keys with their moves. */
export function FlatBuildingDocuments({ building, children }: { building: PropertyDetail['building_info']; children: ReactNode }) {
  const docs = building.documents
  const any = docs.declaration_url || docs.permit_number || docs.escrow_bank || docs.delivery_date || docs.keys_date
  if (!any) return null
  return (
    <Section id="flat-documents" title="Документы и сроки" lead={<p className={styles.featuresLead}>{building.name}</p>}>
      {children}
    </Section>
  )
}
