import { floorPath } from '@/features/navigation'

import type { FloorPlan } from './floors.schema'
import { FloorPlate } from './floor-plate'
import { floorLabel } from './floor-texts'
import styles from './floors.module.css'

/** The flat card's «на этаже» tab: its section's floor plan with this flat highlighted, and the way to that floor. */
export function FlatOnFloor({ plan, flatId }: { plan: FloorPlan; flatId: number }) {
  return (
    <div className={styles.onFloor}>
      <FloorPlate
        plan={plan}
        highlight={flatId}
        label={`Квартира на плане ${plan.floor} этажа, секция ${plan.section.number}`}
        idPrefix="card-plate"
      />
      <a className={styles.onFloorLink} href={floorPath(plan.building.id, plan.floor, plan.section.id)}>
        {floorLabel(plan.floor)}: все квартиры на плане
      </a>
    </div>
  )
}
