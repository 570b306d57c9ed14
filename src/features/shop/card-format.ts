/** The texts of a property card, formatted the Russian way (DESIGN.md): '12 450 000 ₽', '54,3 м²'. */
import { canonicalPropertyPath } from '@/features/navigation'
import type { MortgageTerms, PropertyCard } from '@/features/properties'
import { formatArea, formatNumber, formatRub, formatRubPerSquareMetre } from '@/lib/money'
import { pluralRu, RU_FORMS } from '@/lib/plural'

const NBSP = '\u00a0'

/** Where a card leads: flats to /flats/{id}, other types to /properties/{type}/{id}. */
export function propertyHref(property: Pick<PropertyCard, 'id' | 'type'>): string {
  return canonicalPropertyPath(property.type.value, property.id)
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The card's title: 'Студия, 22,5 м²', '2-комн., 54,3 м²', 'Машино-место, 13,2 м²'. */
export function cardTitle(property: Pick<PropertyCard, 'rooms_label' | 'area'>): string {
  return `${capitalize(property.rooms_label)}, ${formatArea(property.area)}`
}

/** Корпус and секция: 'корпус 1, секция 2' (a missing part is left out). */
export function placeText(property: Pick<PropertyCard, 'building' | 'section'>): string {
  const parts: string[] = []
  if (property.building != null) parts.push(`корпус${NBSP}${property.building}`)
  if (property.section != null) parts.push(`секция${NBSP}${property.section}`)
  return parts.join(', ')
}

/** The floor: 'этаж 7'; a level below ground takes the typographic minus: 'этаж −1'. */
export function floorText(floor: number): string {
  return `этаж${NBSP}${floor < 0 ? `\u2212${-floor}` : floor}`
}

export interface PriceTexts {
  price: string
  /** Only when the old price is above the price. */
  oldPrice: string | null
  /** '−12 %' when discounted. */
  discount: string | null
  perSquareMetre: string
  /** 'от 45 300 ₽/мес.' when a monthly payment is known. */
  monthly: string | null
  /** The conditions of that payment (advertising law: a rate names its conditions), with it or null. */
  monthlyTerms: string | null
}

const percent = (value: number) => `${formatNumber(value, { maxFractionDigits: 2 })}${NBSP}%`

/**
 * The conditions of an advertised monthly payment in one sentence: programme, bank, rate, initial payment,
 * term, whom it is for and what else shapes it — «Семейная ипотека, Северный капитал Банк: 6 % годовых,
 * первый взнос 20 %, срок 30 лет; семьям с ребёнком до 6 лет.»
 */
export function mortgageTermsText(terms: Omit<MortgageTerms, 'program_id'>): string {
  const years = `${terms.term}${NBSP}${pluralRu(terms.term, RU_FORMS.year)}`
  const head = `${terms.program}, ${terms.bank}: ${percent(terms.rate)} годовых, первый взнос ${percent(terms.initial_payment)}, срок ${years}`
  const whom = terms.borrowers ? `; ${terms.borrowers}` : ''
  const more = terms.conditions ? ` ${terms.conditions}` : ''
  return `${head}${whom}.${more}`
}

/** The price block of a card. */
export function priceTexts(
  property: Pick<PropertyCard, 'price' | 'old_price' | 'discount_percent' | 'price_per_m2' | 'full_mortgage_payment'> & {
    full_mortgage_offer?: Omit<MortgageTerms, 'program_id'> | null
  },
): PriceTexts {
  const discounted = property.old_price != null && property.old_price > property.price
  const percent = property.discount_percent ?? (discounted ? Math.round((1 - property.price / (property.old_price as number)) * 100) : null)
  return {
    price: formatRub(property.price),
    oldPrice: discounted ? formatRub(property.old_price as number) : null,
    discount: discounted && percent ? `−${percent}${NBSP}%` : null,
    perSquareMetre: formatRubPerSquareMetre(property.price_per_m2),
    monthly: property.full_mortgage_payment ? `от${NBSP}${formatRub(property.full_mortgage_payment)}/мес.` : null,
    monthlyTerms: property.full_mortgage_payment && property.full_mortgage_offer ? mortgageTermsText(property.full_mortgage_offer) : null,
  }
}

/**
 * The list's mark on a flat whose price fell in the last 30 days (the window of PRICE_DROP_DAYS in
 * properties/price-history.ts): «Цена снижена на 3 % за 30 дней»; null when it did not fall.
 */
export function priceDropText(drop: PropertyCard['price_drop']): string | null {
  if (!drop) return null
  return `Цена снижена на ${formatNumber(drop.percent, { maxFractionDigits: 1 })}${NBSP}% за${NBSP}30${NBSP}дней`
}
