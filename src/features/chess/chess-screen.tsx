import { buildingPath, chessPath } from '@/features/navigation'
import { Breadcrumbs } from '@/features/shell'
import { filterSearch, type ShopFilter } from '@/features/shop'
import { countRu, pluralRu, RU_FORMS, type RuForms } from '@/lib/plural'

import type { ChessSection } from './chess'
import { packRows } from './chess-cells'
import { loadChessPage } from './chess-data'
import { ChessGrid } from './chess-grid'
import styles from './chess.module.css'

/** 'из 21 квартиры', 'из 96 квартир': the genitive after «из». */
const OF_FLATS: RuForms = ['квартиры', 'квартир', 'квартир']

/** «подходит 12 из 96 квартир». */
export const matchText = (matched: number, total: number) => `подходит ${matched} из ${total}\u00a0${pluralRu(total, OF_FLATS)}`

/** The page's title: 'Шахматка: корпус 1'. */
export const chessTitle = (buildingName: string) => `Шахматка: ${buildingName.toLowerCase()}`

/** The same filters on another building or section (page, order and the viewed list are not the grid's). */
function withPlace(filter: ShopFilter, building: number, section: number | null): string {
  return filterSearch({
    ...filter,
    building: [building],
    section: section === null ? [] : [section],
    page: 1,
    order: undefined,
    viewed: false,
  })
}

function SectionGrid({ section, filtered }: { section: ChessSection; filtered: boolean }) {
  const headingId = `chess-section-${section.id}`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          Секция {section.number}
        </h2>
        <p className={styles.sectionMeta}>
          {section.available > 0 ? `${countRu(section.available, RU_FORMS.flat)} в продаже` : 'нет квартир в продаже'}
          {filtered ? <span className={styles.matchCount}>{matchText(section.matched, section.total)}</span> : null}
        </p>
      </div>
      <div className={styles.scroll}>
        <ChessGrid labelledBy={headingId} risers={section.risers} rows={packRows(section.rows)} filtered={filtered} />
      </div>
    </section>
  )
}

/**
 * /flats/chess: the building's sections one under another, each a grid of floors (top first) by risers, every
 * flat a link to its card with rooms, area, price and status in words, colour and pattern. The list's filters
 * come in the address and dim the flats they leave out; the page is cached per canonical query.
 */
export async function ChessScreen({ query }: { query: string }) {
  const { chess, filter, filtered } = await loadChessPage(query)
  const { building } = chess
  const listHref = `/flats${withPlace(filter, building.id, chess.section)}`
  return (
    <div className={styles.page}>
      <div className="container">
        <Breadcrumbs items={[{ href: '/', label: 'Главная' }, { href: '/flats', label: 'Квартиры' }, { label: 'Шахматка' }]} />
        <header className={styles.head}>
          <p className={styles.eyebrow}>Шахматка</p>
          <h1 className={styles.title}>{building.name}</h1>
          <p className={styles.lead}>
            {[building.address, countRu(chess.available, RU_FORMS.flat) + ' в продаже'].filter(Boolean).join(' · ')}. Этажи сверху вниз,
            стояки слева направо; нажмите на квартиру, чтобы открыть её карточку.
          </p>
        </header>

        <div className={styles.switchers}>
          <nav aria-label="Корпуса" className={styles.switcher}>
            <ul>
              {chess.buildings.map((b) => (
                <li key={b.id}>
                  <a href={chessPath(withPlace(filter, b.id, null))} aria-current={b.id === building.id ? 'page' : undefined}>
                    {b.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {chess.sections.length > 1 ? (
            <nav aria-label="Секции" className={styles.switcher}>
              <ul>
                <li>
                  <a href={chessPath(withPlace(filter, building.id, null))} aria-current={chess.section === null ? 'page' : undefined}>
                    Все секции
                  </a>
                </li>
                {chess.sections.map((s) => (
                  <li key={s.id}>
                    <a href={chessPath(withPlace(filter, building.id, s.id))} aria-current={s.id === chess.section ? 'page' : undefined}>
                      Секция {s.number}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>

        <div className={styles.toolbar}>
          <ul className={styles.legend} aria-label="Обозначения">
            <li data-status="available">
              <span className={styles.swatch} aria-hidden="true" />в продаже
            </li>
            <li data-status="booked">
              <span className={styles.swatch} aria-hidden="true" />
              забронирована
            </li>
            <li data-status="sold">
              <span className={styles.swatch} aria-hidden="true" />
              продана
            </li>
            {filtered ? (
              <li data-match="false">
                <span className={styles.swatch} aria-hidden="true" />
                не подходит под фильтр
              </li>
            ) : null}
          </ul>
          <p className={styles.links}>
            <a href={listHref}>Квартиры списком</a>
            <a href={buildingPath(building.id)}>Выбор по этажам</a>
          </p>
        </div>

        {filtered ? (
          <p className={styles.filterNote} data-testid="chess-matches">
            {`Под фильтр ${matchText(chess.matched, chess.total)} ${chess.section === null ? 'корпуса' : 'секции'}, остальные приглушены. `}
            <a href={chessPath(`?building=${building.id}${chess.section === null ? '' : `&section=${chess.section}`}`)}>
              Показать без фильтра
            </a>
          </p>
        ) : null}

        <div className={styles.sections}>
          {chess.grids.map((section) => (
            <SectionGrid key={section.id} section={section} filtered={filtered} />
          ))}
        </div>
      </div>
    </div>
  )
}
