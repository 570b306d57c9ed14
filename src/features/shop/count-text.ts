/** The result count with the right Russian plural for each property type: '1 квартира', '23 машино-места'. */
import { formatNumber } from '@/lib/money'
import { pluralRu, type RuForms } from '@/lib/plural'

const COMMERCIAL_NOUNS: RuForms = ['помещение', 'помещения', 'помещений']

const NOUNS: Record<string, RuForms> = {
  flat: ['квартира', 'квартиры', 'квартир'],
  parking: ['машино-место', 'машино-места', 'машино-мест'],
  storage: ['кладовая', 'кладовые', 'кладовых'],
  commercial: COMMERCIAL_NOUNS,
}

/** The noun forms of a property type (unknown types count «помещения»). */
export function typeNouns(type: string): RuForms {
  return NOUNS[type] ?? COMMERCIAL_NOUNS
}

/** '12 квартир', '1 кладовая', '1 212 квартир' (digit groups and the noun joined by no-break spaces). */
export function resultCountText(count: number, type: string): string {
  return `${formatNumber(count)}\u00a0${pluralRu(count, typeNouns(type))}`
}

/** The same nouns after «показать» (accusative): 1 квартиру, 1 кладовую; the plural forms do not change. */
const ACCUSATIVE_ONE: Record<string, string> = { flat: 'квартиру', storage: 'кладовую' }

/** The filter's apply button: 'показать 18 квартир', 'показать 1 квартиру', 'показать 2 машино-места'. */
export function showCountText(count: number, type: string): string {
  const [one, few, many] = typeNouns(type)
  return `показать ${formatNumber(count)}\u00a0${pluralRu(count, [ACCUSATIVE_ONE[type] ?? one, few, many])}`
}
