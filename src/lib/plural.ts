/** The three Russian noun forms: for 1, for 2–4 and for 5–20 (этаж, этажа, этажей). */
export type RuForms = readonly [one: string, few: string, many: string]

/**
 * The Russian plural form for a count: pluralRu(21, ['этаж', 'этажа', 'этажей']) → 'этаж'.
 * A fractional count takes the "few" form, as in «1,5 этажа».
 */
export function pluralRu(n: number, forms: RuForms): string {
  if (!Number.isFinite(n)) return forms[2]
  if (!Number.isInteger(n)) return forms[1]
  const abs = Math.abs(n)
  const mod10 = abs % 10
  const mod100 = abs % 100
  if (mod10 === 1 && mod100 !== 11) return forms[0]
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return forms[1]
  return forms[2]
}

/** The count with its noun, joined by a no-break space so they never wrap apart: '12 этажей'. */
export function countRu(n: number, forms: RuForms): string {
  return `${n}\u00a0${pluralRu(n, forms)}`
}

/** Noun forms the site uses in several places. */
export const RU_FORMS = {
  floor: ['этаж', 'этажа', 'этажей'],
  flat: ['квартира', 'квартиры', 'квартир'],
  room: ['комната', 'комнаты', 'комнат'],
  year: ['год', 'года', 'лет'],
  day: ['день', 'дня', 'дней'],
} as const satisfies Record<string, RuForms>
