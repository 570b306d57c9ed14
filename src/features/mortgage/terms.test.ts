/**
 * The card's instalment terms and the /mortgage FAQ's come from one programme record. The demo content once had
 * the card say «до 4 лет … Первый взнос — от 35 %» and the FAQ «до 5 лет при первом взносе от 30 %»: these tests
 * read the texts as the site shows them (placeholders filled from the records) and fail when they disagree.
 */
import { describe, expect, it } from 'vitest'

import { mortgagePrograms, promos } from '@/cms/seed/content'
import { mortgagePage } from '@/cms/seed/content/mortgage-page'

import type { Program } from './offers'
import { fillInstalmentTerms, fillProgramTerms, INSTALMENT_TERMS_TOKEN, programTermsText } from './terms'

/** The demo programmes as the site reads them (ids in seed order). */
const programs: Program[] = mortgagePrograms.map((p, i) => ({
  id: i + 1,
  name: p.name,
  description: p.description ?? '',
  category: p.category,
  is_favorite: Boolean(p.is_favorite),
  is_subsidized: Boolean(p.is_subsidized),
  rate: p.rate,
  term_max: p.term_max,
  price_max: p.price_max,
  initial_payment: p.initial_payment,
  bank: { name: p.bank, icon_content: '' },
  borrowers: p.borrowers ?? null,
  conditions: p.conditions ?? null,
}))

const programOf = (key: string) => programs.find((p) => `${p.bank.name} / ${p.name}` === key)

/** The first payment (%) and the term (years) a text states, in the words the site uses. */
function figures(text: string): { first: number | null; term: number | null } {
  const first = /(?:первы[йм] (?:взнос|платёж)\D{0,20}?|взнос\D{0,12}?)от (\d+(?:,\d+)?)\s%/i.exec(text)?.[1]
  const term = /до (\d+)\s(?:год|года|лет)(?![а-я])/i.exec(text)?.[1]
  return { first: first ? Number(first.replace(',', '.')) : null, term: term ? Number(term) : null }
}

/** The FAQ's words about one instalment programme: its own clause when it names it, else the whole answer. */
function faqTerms(program: Program): string {
  const answers = mortgagePage.faqs!.map((f) => fillInstalmentTerms(f.answer, programs))
  const about = answers.filter((a) => /рассрочк/i.test(a) && figures(a).term !== null)
  expect(about.length, 'a FAQ answer states the instalment terms').toBeGreaterThan(0)
  const clause = about
    .join('; ')
    .split(/;\s*/)
    .find((c) => c.includes(`«${program.name}»`))
  return clause ?? about[0]!
}

describe('instalment terms', () => {
  const linked = promos.filter(
    (p) => p.applies_to?.mortgage_program && programOf(p.applies_to.mortgage_program)?.category === 'installment',
  )

  it('the demo has a card promo for an instalment programme', () => {
    expect(linked.length).toBeGreaterThan(0)
  })

  it('the card’s promo and the FAQ give one programme the same terms, the record’s', () => {
    for (const promo of linked) {
      const program = programOf(promo.applies_to!.mortgage_program!)!
      const card = figures(fillProgramTerms(promo.text ?? '', program))
      const faq = figures(faqTerms(program))
      expect(card, promo.title).toEqual({ first: program.initial_payment, term: program.term_max })
      expect(faq, `FAQ on «${program.name}»`).toEqual(card)
    }
  })

  it('every programme’s own description states its record’s first payment and term', () => {
    for (const program of programs) {
      const text = program.description.replace(/<[^>]+>/g, ' ')
      const first = /Первый взнос — от (\d+) %/.exec(text)?.[1]
      if (first) expect(Number(first), program.name).toBe(program.initial_payment)
      const term = /Срок — до (\d+) (?:год|года|лет)/.exec(text)?.[1]
      if (term) expect(Number(term), program.name).toBe(program.term_max)
    }
  })

  it('writes the terms from the record', () => {
    expect(programTermsText({ category: 'installment', rate: 0, initial_payment: 35, term_max: 4 })).toBe(
      'первый взнос — от 35\u00a0%, остаток — до 4\u00a0лет без процентов',
    )
    expect(programTermsText({ category: 'family', rate: 6, initial_payment: 20, term_max: 30 })).toBe(
      'ставка 6\u00a0%, первый взнос — от 20\u00a0%, срок — до 30\u00a0лет',
    )
    const answer = fillInstalmentTerms(`Да: ${INSTALMENT_TERMS_TOKEN}.`, programs)
    for (const plan of programs.filter((p) => p.category === 'installment')) expect(answer).toContain(`«${plan.name}»`)
    expect(answer).not.toContain('{')
  })
})
