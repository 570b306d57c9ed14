import { CmsImage } from '@/features/content'
import { formatRub, formatRubPerSquareMetre } from '@/lib/money'

import { FactList } from './fact-list'
import { loadFlat } from './flat-data'
import { canonicalFlatPath } from './flat-metadata'
import { flatHeading, placePhrase } from './flat-text'
import { keyFacts } from './key-facts'
import styles from './flat-print.module.css'

export interface FlatPrintSheetProps {
  id: string
  /** The site's public origin, printed with the card's address. */
  siteUrl: string
}

/**
 * The print version of a flat (/flats/{id}/print, inside the print layout): the plan, the key facts,
 * the price, the building's address and the card's web address with a link back. Sized for A4.
 */
export async function FlatPrintSheet({ id, siteUrl }: FlatPrintSheetProps) {
  const detail = await loadFlat('flats-id-print', id)
  const cardPath = canonicalFlatPath(detail)
  const cardUrl = new URL(cardPath, siteUrl).toString()
  const place = placePhrase(detail)
  return (
    <article className={styles.sheet}>
      <header className={styles.head}>
        <div>
          <h1 className={styles.title}>{flatHeading(detail)}</h1>
          {place ? <p className={styles.place}>{place}</p> : null}
        </div>
        <div className={styles.prices}>
          {detail.old_price && detail.old_price > detail.price ? (
            <s className={styles.oldPrice}>
              <span className="visually-hidden">Старая цена </span>
              {formatRub(detail.old_price)}
            </s>
          ) : null}
          <p className={styles.price} data-testid="print-price">
            {formatRub(detail.price)}
          </p>
          <p className={styles.perM2}>{formatRubPerSquareMetre(detail.price_per_m2)}</p>
        </div>
      </header>

      <figure className={styles.plan} data-testid="print-plan">
        <CmsImage image={detail.plan} sizes="(min-width: 800px) 760px, 100vw" priority fit="contain" />
      </figure>

      <FactList facts={keyFacts(detail)} className={styles.facts} factClassName={styles.fact} />

      {detail.default_features.length > 0 ? (
        <FactList
          facts={detail.default_features.map((spec) => ({ label: spec.title, value: spec.value ?? '—' }))}
          className={styles.specs}
          factClassName={styles.fact}
        />
      ) : null}

      <footer className={styles.foot}>
        {detail.building_info.address ? <p className={styles.address}>{detail.building_info.address}</p> : null}
        <p>
          Квартира на сайте: <a href={cardPath}>{cardUrl}</a>
        </p>
      </footer>
    </article>
  )
}
