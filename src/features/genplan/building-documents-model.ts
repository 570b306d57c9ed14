/** A building's documents and promised dates in the words a buyer reads. */
import type { BuildingDocuments } from '@/features/properties'

const NBSP = '\u00a0'
const longDay = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2027-12-20' → '20 декабря 2027' (the stored days are Moscow days already). */
export function dayText(day: string): string {
  return longDay
    .format(new Date(`${day}T12:00:00Z`))
    .replace(/\s?г\.$/, '')
    .replace(' ', NBSP)
}

export interface DocumentFact {
  key: string
  label: string
  value: string
  href?: string
  /** The moves of this date, oldest first, in words («было 30 сентября 2027, перенесли 1 июня 2026»). */
  moves?: string[]
}

/** The facts a buyer checks, in the order they check them; a fact the developer has not filled in is left out. */
export function documentFacts(docs: BuildingDocuments): DocumentFact[] {
  const facts: DocumentFact[] = []
  const movesOf = (kind: 'delivery' | 'keys') =>
    docs.date_moves.filter((m) => m.kind === kind).map((m) => `было ${dayText(m.from)}, перенесли ${dayText(m.moved_at)}`)
  if (docs.delivery_date)
    facts.push({ key: 'delivery', label: 'Сдача дома', value: dayText(docs.delivery_date), moves: movesOf('delivery') })
  if (docs.keys_date) facts.push({ key: 'keys', label: 'Выдача ключей', value: dayText(docs.keys_date), moves: movesOf('keys') })
  if (docs.permit_number)
    facts.push({
      key: 'permit',
      label: 'Разрешение на строительство',
      value: `№${NBSP}${docs.permit_number}${docs.permit_date ? ` от ${dayText(docs.permit_date)}` : ''}`,
    })
  if (docs.escrow_bank) facts.push({ key: 'escrow', label: 'Эскроу-счета', value: docs.escrow_bank })
  if (docs.declaration_url)
    facts.push({ key: 'declaration', label: 'Проектная декларация', value: 'на наш.дом.рф', href: docs.declaration_url })
  return facts
}
