import { chessPath, floorPath } from '@/features/navigation'
import { catalogPlaces } from '@/features/properties'
import { Breadcrumbs } from '@/features/shell'
import { formatMillions } from '@/lib/money'
import { countRu, RU_FORMS } from '@/lib/plural'

import { BuildingDocumentsList } from './building-documents'
import { loadBuildingPage } from './floor-pages'
import { floorLabel, floorSummaryText } from './floor-texts'
import { KeepFilterQuery } from './floor-filter-marks'
import styles from './floors.module.css'
import { SummaryLayer } from './summary-layer'

/** The page's title: 'Корпус 1 — выбор квартиры по этажам'. */
export const buildingTitle = (name: string) => `${name} — выбор квартиры по этажам`

/**
 * /flats/building/{id}: the building's sections side by side as a facade, each floor a link to its plan with
 * its available flats and min price (in the link's name, in a bubble on hover, focus or a first tap).
 * The same HTML for every visitor; the list's filters, if the address has them, travel on with the links.
 */
export async function BuildingScreen({ id }: { id: string }) {
  const { floors, building } = await loadBuildingPage(id)
  const documents = (await catalogPlaces()).buildings.find((b) => b.id === building.id)?.documents
  const top = Math.max(...floors.sections.map((s) => s.floors[0]?.floor ?? 0))
  return (
    <div className={styles.page}>
      <div className="container">
        <Breadcrumbs items={[{ href: '/', label: 'Главная' }, { href: '/flats', label: 'Квартиры' }, { label: building.name }]} />
        <header className={styles.head}>
          <p className={styles.eyebrow}>Выбор по этажам</p>
          <h1 className={styles.title}>{building.name}</h1>
          <p className={styles.lead}>
            {[building.address, building.completion.label, countRu(building.total_floors ?? top, RU_FORMS.floor)]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </header>
        <div className={styles.buildingLayout}>
          <section className={styles.facadeCard} aria-labelledby="floors-heading">
            <div className={styles.cardHead}>
              <h2 id="floors-heading" className={styles.cardTitle}>
                Этажи по секциям
              </h2>
              <p className={styles.muted}>
                Наведите на этаж или нажмите на него, чтобы увидеть квартиры в продаже; второе нажатие открывает план.
              </p>
            </div>
            <SummaryLayer className={styles.facade} openLabel="открыть этаж">
              {floors.sections.map((section) => (
                <div key={section.id} className={styles.sectionColumn} id={`section-${section.id}`}>
                  <h3 className={styles.sectionName}>
                    Секция {section.number}
                    <span className={styles.sectionMeta}>{section.count > 0 ? `${section.count} в продаже` : 'нет в продаже'}</span>
                  </h3>
                  <ol className={styles.floorStack} aria-label={`Этажи секции ${section.number}`}>
                    {section.floors.map((row) => {
                      const summary = `${floorLabel(row.floor)}, секция ${section.number}: ${floorSummaryText(row)}`
                      return (
                        <li key={row.floor}>
                          <a
                            href={floorPath(building.id, row.floor, section.id)}
                            className={styles.floorCell}
                            data-available={row.count > 0 || undefined}
                            data-summary={summary}
                            data-summary-key={`${section.id}:${row.floor}`}
                            data-keep-query
                            aria-label={summary}
                          >
                            <span className={styles.floorNumber}>{row.floor}</span>
                            {row.min_price !== null ? (
                              <span className={styles.floorPrice} aria-hidden="true">
                                {formatMillions(row.min_price, { from: true })}
                              </span>
                            ) : null}
                            <span className={styles.floorCount} aria-hidden="true">
                              {row.count > 0 ? `${row.count}\u00a0кв.` : '—'}
                            </span>
                          </a>
                        </li>
                      )
                    })}
                  </ol>
                </div>
              ))}
            </SummaryLayer>
          </section>
          <aside className={styles.aside} aria-label="О корпусе">
            <dl className={styles.facts}>
              <div>
                <dt>В продаже</dt>
                <dd>{countRu(floors.count, RU_FORMS.flat)}</dd>
              </div>
              {floors.min_price !== null ? (
                <div>
                  <dt>Цены</dt>
                  <dd>{formatMillions(floors.min_price, { from: true })}</dd>
                </div>
              ) : null}
              <div>
                <dt>Сдача</dt>
                <dd>{building.completion.label}</dd>
              </div>
              <div>
                <dt>Секций</dt>
                <dd>{floors.sections.length}</dd>
              </div>
            </dl>
            {documents ? (
              <section className={styles.documents} aria-labelledby="building-documents">
                <h2 id="building-documents" className={styles.documentsTitle}>
                  Документы и сроки
                </h2>
                <BuildingDocumentsList docs={documents} />
              </section>
            ) : null}
            <a className={styles.asideLink} href={`/flats?building=${building.id}`}>
              Все квартиры корпуса списком
            </a>
            <a className={styles.asideLink} href={chessPath(`?building=${building.id}`)}>
              Шахматка корпуса
            </a>
          </aside>
        </div>
        <KeepFilterQuery />
      </div>
    </div>
  )
}
