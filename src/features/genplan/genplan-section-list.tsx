import clsx from 'clsx'

import { formatMillions } from '@/lib/money'
import { countRu, RU_FORMS } from '@/lib/plural'
import { Button } from '@/ui/button/button'

import styles from './genplan-map.module.css'
import type { PlanData } from './genplan.schema'
import { choiceLabel, completionTag, floorsText, sectionAccessibleName, sectionTitle, UNDER_CONSTRUCTION } from './section-texts'

export interface GenplanSectionListProps {
  genplan: PlanData
  selectedSections: readonly number[]
  onSectionChoice: (sectionId: number) => void
  className?: string
  /** Prefix of the element ids (unique per list on the page). */
  idPrefix?: string
}

/**
 * The text alternative of the master plan: every building with its sections, their available flats and
 * the same 'выбрать' / 'отменить выбор' choice as the tooltip. Holds no state, so it renders anywhere.
 */
export function GenplanSectionList({
  genplan,
  selectedSections,
  onSectionChoice,
  className,
  idPrefix = 'genplan-list',
}: GenplanSectionListProps) {
  return (
    <ul className={clsx(styles.list, className)}>
      {genplan.results.map((building) => {
        const tag = completionTag(building.completion_status)
        const floors = floorsText(building.total_floors)
        return (
          <li key={building.id} className={styles.listBuilding}>
            <div className={styles.listBuildingHead}>
              <span className={styles.listBuildingName}>{building.name}</span>
              <span className={styles.tag} data-tag={tag === UNDER_CONSTRUCTION ? 'construction' : 'built'}>
                {tag}
              </span>
              {floors ? <span className={styles.listMuted}>{floors}</span> : null}
            </div>
            <ul className={styles.listSections}>
              {building.sections.map((section) => {
                const nameId = `${idPrefix}-${section.id}`
                const selected = selectedSections.includes(section.id)
                return (
                  <li key={section.id} className={styles.listSection} data-selected={selected || undefined}>
                    <span className={styles.listSectionName}>{sectionTitle({ number: section.number })}</span>
                    <span className={styles.listMuted}>
                      {countRu(section.count, RU_FORMS.flat)}
                      {section.count > 0 && section.min_price !== null ? ` ${formatMillions(section.min_price, { from: true })}` : ''}
                    </span>
                    <span id={nameId} className="visually-hidden">
                      {sectionAccessibleName(section)}
                    </span>
                    <Button
                      size="small"
                      variant={selected ? 'primary' : 'secondary'}
                      aria-describedby={nameId}
                      className={styles.listChoose}
                      onClick={() => onSectionChoice(section.id)}
                    >
                      {choiceLabel(section.id, selectedSections)}
                    </Button>
                  </li>
                )
              })}
            </ul>
          </li>
        )
      })}
    </ul>
  )
}
