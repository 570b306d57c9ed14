import { buildingPath, floorPath } from '@/features/navigation'
import { Breadcrumbs } from '@/features/shell'
import { formatArea, formatMillions } from '@/lib/money'
import { countRu, RU_FORMS } from '@/lib/plural'

import { FloorFilterMarks } from './floor-filter-marks'
import { loadFloorPage } from './floor-pages'
import { FloorLegend, FloorPlate } from './floor-plate'
import { floorLabel, floorSummaryText } from './floor-texts'
import styles from './floors.module.css'
import { SummaryLayer } from './summary-layer'

/** The page's title: '5 этаж, корпус 1 — план этажа'. */
export const floorTitle = (floor: number, buildingName: string) => `${floorLabel(floor)}, ${buildingName.toLowerCase()} — план этажа`

/**
 * /flats/building/{id}/floor/{n}: the plan of this floor in every section that has it, flats coloured and
 * patterned by status and named with rooms, area, price and status; previous and next floor, and every floor of
 * the building on the side. The same HTML for every visitor: the list's filters dim flats in the browser.
 */
export async function FloorScreen({ id, floor: floorParam }: { id: string; floor: string }) {
  const { building, floors, floor, allFloors, plans } = await loadFloorPage(id, floorParam)
  const at = allFloors.indexOf(floor)
  const previous = at > 0 ? allFloors[at - 1] : undefined
  const next = at < allFloors.length - 1 ? allFloors[at + 1] : undefined
  const onFloor = plans.flatMap((p) => p.flats)
  const available = onFloor.filter((f) => f.status === 'available')
  const summary = floorSummaryText({
    count: available.length,
    min_price: available.length ? Math.min(...available.map((f) => f.price)) : null,
  })
  const sectionsWithFloor = new Map(floors.sections.map((s) => [s.id, new Map(s.floors.map((f) => [f.floor, f]))]))
  return (
    <div className={styles.page}>
      <div className="container">
        <Breadcrumbs
          items={[
            { href: '/', label: 'Главная' },
            { href: '/flats', label: 'Квартиры' },
            { href: buildingPath(building.id), label: building.name },
            { label: floorLabel(floor) },
          ]}
        />
        <header className={styles.head}>
          <p className={styles.eyebrow}>{building.name}</p>
          <h1 className={styles.title}>{floorLabel(floor)}</h1>
          <p className={styles.lead}>
            {countRu(onFloor.length, RU_FORMS.flat)} на этаже, {summary}
          </p>
        </header>
        <nav className={styles.floorSteps} aria-label="Соседние этажи">
          {previous !== undefined ? (
            <a className={styles.step} href={floorPath(building.id, previous)} rel="prev" data-keep-query>
              <span aria-hidden="true">↓</span> {floorLabel(previous)}
            </a>
          ) : (
            <span className={styles.step} data-disabled>
              <span aria-hidden="true">↓</span> ниже нет
            </span>
          )}
          <a className={styles.stepBack} href={buildingPath(building.id)} data-keep-query>
            все этажи
          </a>
          {next !== undefined ? (
            <a className={styles.step} href={floorPath(building.id, next)} rel="next" data-keep-query>
              {floorLabel(next)} <span aria-hidden="true">↑</span>
            </a>
          ) : (
            <span className={styles.step} data-disabled>
              выше нет <span aria-hidden="true">↑</span>
            </span>
          )}
        </nav>
        <FloorFilterMarks buildingId={building.id} floor={floor} sectionIds={plans.map((p) => p.section.id)} />
        <div className={styles.floorLayout}>
          <nav className={styles.floorList} aria-label={`Этажи: ${building.name.toLowerCase()}`} data-floor-list>
            <ol>
              {[...allFloors].reverse().map((n) => {
                const count = floors.sections.reduce((sum, s) => sum + (sectionsWithFloor.get(s.id)?.get(n)?.count ?? 0), 0)
                return (
                  <li key={n}>
                    <a
                      href={floorPath(building.id, n)}
                      aria-current={n === floor ? 'page' : undefined}
                      aria-label={`${floorLabel(n)}: ${count > 0 ? `${countRu(count, RU_FORMS.flat)} в продаже` : 'нет квартир в продаже'}`}
                      data-keep-query
                    >
                      <span>{n}</span>
                      <span className={styles.floorListCount} aria-hidden="true">
                        {count > 0 ? count : '—'}
                      </span>
                    </a>
                  </li>
                )
              })}
            </ol>
          </nav>
          <div className={styles.plans}>
            {plans.map((plan) => (
              <section
                key={plan.section.id}
                id={`section-${plan.section.id}`}
                className={styles.planCard}
                aria-labelledby={`plan-${plan.section.id}`}
              >
                <div className={styles.cardHead}>
                  <h2 id={`plan-${plan.section.id}`} className={styles.cardTitle}>
                    Секция {plan.section.number}
                  </h2>
                  <p className={styles.muted}>{floorSummaryText(sectionAvailability(plan.flats))}</p>
                </div>
                <SummaryLayer className={styles.plateFrame} openLabel="открыть квартиру">
                  <div className={styles.plateScroll}>
                    <FloorPlate
                      plan={plan}
                      label={`План ${floor} этажа, секция ${plan.section.number}`}
                      idPrefix={`plate-${plan.section.id}`}
                    />
                  </div>
                </SummaryLayer>
                <FloorLegend />
                <ul className={styles.flatList} aria-label={`Квартиры секции ${plan.section.number} на ${floor} этаже`}>
                  {plan.flats.map((flat) => (
                    <li key={flat.id} data-flat={flat.id} data-status={flat.status}>
                      <a href={`/flats/${flat.id}`}>
                        <span className={styles.flatListNumber}>№&nbsp;{flat.number}</span>
                        <span>{flat.rooms_label}</span>
                        <span>{formatArea(flat.area)}</span>
                        <span>{flat.status === 'sold' ? '—' : formatMillions(flat.price)}</span>
                        <span className={styles.statusChip}>{flat.status_label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </div>
    </div>
  )
}

function sectionAvailability(flats: { status: string; price: number }[]) {
  const available = flats.filter((f) => f.status === 'available')
  return { count: available.length, min_price: available.length ? Math.min(...available.map((f) => f.price)) : null }
}
