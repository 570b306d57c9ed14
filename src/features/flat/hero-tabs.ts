/** The tabs of the flat hero (SPEC §4 Flat page: the hero tab is 'plan' by default). Pure. */
import type { PropertyDetail } from '@/features/properties'

export type HeroTabValue = 'plan' | 'floor' | 'gallery' | 'view'

export interface HeroTab {
  value: HeroTabValue
  label: string
}

/** SPEC §4: the hero opens on the plan. */
export const DEFAULT_HERO_TAB: HeroTabValue = 'plan'

const LABELS: Record<HeroTabValue, string> = { plan: 'планировка', floor: 'на этаже', gallery: 'галерея', view: 'вид из окна' }

/**
 * The tabs the property has data for: the plan, its position on the floor (its section's floor plan with an
 * outline for it, or the layout's floor position picture), the layout gallery, the view from its windows (its
 * section's photo for its floor and side).
 */
export function heroTabs(
  p: Pick<PropertyDetail, 'plan' | 'layout' | 'window_view'>,
  { floorPlan = false }: { floorPlan?: boolean } = {},
): HeroTab[] {
  const has: Record<HeroTabValue, boolean> = {
    plan: p.plan !== null,
    floor: floorPlan || Boolean(p.layout?.floor_position),
    gallery: (p.layout?.gallery.length ?? 0) > 0,
    view: p.window_view !== null,
  }
  return (Object.keys(LABELS) as HeroTabValue[]).filter((v) => has[v]).map((value) => ({ value, label: LABELS[value] }))
}

/** The tab the hero opens on: the plan, or the first tab there is when the property has no plan. */
export function initialHeroTab(tabs: readonly HeroTab[]): HeroTabValue {
  return tabs.some((t) => t.value === DEFAULT_HERO_TAB) ? DEFAULT_HERO_TAB : (tabs[0]?.value ?? DEFAULT_HERO_TAB)
}
