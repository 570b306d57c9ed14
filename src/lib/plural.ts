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

/** Nouns an editor writes after a figure in the CMS («22 / лет строим», «1 100 / мест в школе»). */
const COUNTED_WORDS: readonly RuForms[] = [
  ...Object.values(RU_FORMS),
  ['семья', 'семьи', 'семей'],
  ['место', 'места', 'мест'],
  ['минута', 'минуты', 'минут'],
  ['дом', 'дома', 'домов'],
  ['корпус', 'корпуса', 'корпусов'],
  ['комплекс', 'комплекса', 'комплексов'],
]

/**
 * The words after a CMS figure, their first noun agreeing with it: ('22', 'лет строим в Петербурге') → 'года строим
 * в Петербурге'. A figure that is not a plain number ('2 мин', '40 %') or a first word not in the list leaves the
 * words as the editor wrote them. «60 000+» counts as 60 000; a fraction takes the «few» form («2,1 года»).
 */
export function agreeWithFigure(figure: string | null | undefined, words: string): string {
  const match = /^\s*(\d{1,3}(?:[\s\u00a0\u202f]?\d{3})*)(?:,(\d+))?\s*\+?\s*$/.exec(figure ?? '')
  if (!match) return words
  const n = Number(`${match[1]!.replace(/\D/g, '')}${match[2] ? `.${match[2]}` : ''}`)
  const word = /^[А-Яа-яЁё]+/.exec(words)?.[0]
  if (!word) return words
  const forms = COUNTED_WORDS.find((f) => f.includes(word.toLowerCase()))
  if (!forms) return words
  const agreed = pluralRu(n, forms)
  const cased = word[0] === word[0]!.toUpperCase() ? agreed[0]!.toUpperCase() + agreed.slice(1) : agreed
  return cased + words.slice(word.length)
}
