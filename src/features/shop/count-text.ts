/** The result count with the right Russian plural for each property type: '1 квартира', '23 машино-места'. */
import { formatNumber } from '@/lib/money'
import { pluralRu, type RuForms } from '@/lib/plural'

const NOUNS: Record<string, RuForms> = {
  flat: ['квартира', 'квартиры', 'квартир'],
  parking: ['машино-место', 'машино-места', 'машино-мест'],
  storage: ['кладовая', 'кладовые', 'кладовых'],
  commercial: ['помещение', 'помещения', 'помещений'],
}

/** The noun forms of a property type (unknown types count «помещения»). */
export function typeNouns(type: string): RuForms {
  return NOUNS[type] ?? NOUNS.commercial
}

/** '12 квартир', '1 кладовая', '1 212 квартир' (digit groups and the noun joined by no-break spaces). */
export function resultCountText(count: number, type: string): string {
  return `${formatNumber(count)}\u00a0${pluralRu(count, typeNouns(type))}`
}
