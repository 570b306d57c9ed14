/**
 * A programme's terms in words, read from its CMS record only. The card's promo and the /mortgage FAQ once wrote
 * them by hand and disagreed (the card «до 4 лет … от 35 %», the FAQ «до 5 лет при первом взносе от 30 %»); now an
 * editor writes a placeholder and the site fills it from the programme record, so the texts cannot drift apart.
 */
import type { Program } from './offers'

/** In a promo linked to a programme: that programme's terms. */
export const PROGRAM_TERMS_TOKEN = '{условия программы}'
/** In a /mortgage FAQ answer: every instalment programme with its terms. */
export const INSTALMENT_TERMS_TOKEN = '{условия рассрочки}'

type Terms = Pick<Program, 'category' | 'rate' | 'initial_payment' | 'term_max'>

/** «до 4 лет», «до 1 года», «до 21 года» (after «до» the noun is genitive: one form for 1, another for the rest). */
const upToYears = (n: number) => `до ${n}\u00a0${n % 10 === 1 && n % 100 !== 11 ? 'года' : 'лет'}`

const percent = (value: number) => `${String(value).replace('.', ',')}\u00a0%`

/**
 * «первый взнос — от 35 %, остаток — до 4 лет без процентов» for an instalment plan; «ставка 6 %, первый взнос —
 * от 20 %, срок — до 30 лет» for a loan.
 */
export function programTermsText(program: Terms): string {
  const first = `первый взнос — от ${percent(program.initial_payment)}`
  const term = upToYears(program.term_max)
  if (program.category === 'installment') {
    return `${first}, остаток — ${term}${program.rate === 0 ? ' без процентов' : `, ${percent(program.rate)} годовых`}`
  }
  return `ставка ${percent(program.rate)}, ${first}, срок — ${term}`
}

/** «Рассрочка 0 % для сданных корпусов» (Ладога Банк): первый взнос — от 35 %, остаток — до 4 лет без процентов. */
const namedTerms = (program: Program) => `«${program.name}» (${program.bank.name}): ${programTermsText(program)}`

/** The instalment programmes, each on its own clause, in the order of the lowest first payment. */
export function instalmentTermsText(programs: readonly Program[]): string {
  const plans = programs
    .filter((p) => p.category === 'installment')
    .sort((a, b) => a.initial_payment - b.initial_payment || a.term_max - b.term_max || a.id - b.id)
  return plans.map(namedTerms).join('; ')
}

/** A promo's text with its programme's terms put in place of PROGRAM_TERMS_TOKEN (left out when there is no programme). */
export function fillProgramTerms(text: string, program: Terms | null | undefined): string {
  if (!text.includes(PROGRAM_TERMS_TOKEN)) return text
  return text.replaceAll(PROGRAM_TERMS_TOKEN, program ? programTermsText(program) : '').replace(/\s+([.,;:])/g, '$1')
}

/** A FAQ answer with the instalment programmes put in place of INSTALMENT_TERMS_TOKEN. */
export function fillInstalmentTerms(text: string, programs: readonly Program[]): string {
  if (!text.includes(INSTALMENT_TERMS_TOKEN)) return text
  return text.replaceAll(INSTALMENT_TERMS_TOKEN, instalmentTermsText(programs))
}
