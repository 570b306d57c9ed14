import type { Payload } from 'payload'

import { cms } from '@/features/cms-runtime'
import type { Bank, MortgageProgram } from '@/cms/payload-types'
import { cached } from '@/features/content'
import { sanitizeRichText, sanitizeSvg } from '@/lib/sanitize'

import type { Program, ProgramScope } from './offers'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

/** The CMS «К каким помещениям относится» group as the calculator reads it. */
function toScope(group: MortgageProgram['applies_to']): ProgramScope {
  const completion = group?.completion === 'construction' || group?.completion === 'completed' ? group.completion : 'any'
  return {
    buildings: (group?.buildings ?? []).map(idOf).filter((id): id is number => id !== null),
    completion,
    features: [...(group?.features ?? [])],
  }
}

const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null)

function sharedBank(bank: Bank, banks: Map<number, Program['bank']>): Program['bank'] {
  let shared = banks.get(bank.id)
  if (!shared) {
    shared = { name: bank.name, icon_content: sanitizeSvg(bank.icon_content) }
    banks.set(bank.id, shared)
  }
  return shared
}

/**
 * One programme. `banks` holds one object per bank, shared by its programmes: the SVG is sanitised once, and a
 * page that renders two programmes of a bank carries its logo once in its RSC payload (which refers to an object
 * it has already sent instead of repeating it).
 */
function toProgram(doc: MortgageProgram, banks: Map<number, Program['bank']>): Program | null {
  const bank = doc.bank as Bank | number | null
  // A programme whose bank was deleted cannot be shown with a bank: leave it out rather than fail the list.
  if (!bank || typeof bank !== 'object') return null
  return {
    id: doc.id,
    name: doc.name,
    description: sanitizeRichText(doc.description),
    category: doc.category,
    is_favorite: Boolean(doc.is_favorite),
    is_subsidized: Boolean(doc.is_subsidized),
    rate: doc.rate,
    term_max: doc.term_max,
    price_max: doc.price_max,
    initial_payment: doc.initial_payment,
    bank: sharedBank(bank, banks),
    borrowers: text(doc.borrowers),
    conditions: text(doc.conditions),
    scope: toScope(doc.applies_to),
  }
}

/** Every mortgage programme read now (the catalogue reads them when their version stamp moves). */
export async function readPrograms(payload?: Payload): Promise<Program[]> {
  const { docs } = await (payload ?? (await cms())).find({
    collection: 'mortgage-programs',
    depth: 1,
    pagination: false,
    limit: 1000,
    sort: 'id',
    overrideAccess: false,
  })
  const banks = new Map<number, Program['bank']>()
  return docs.map((doc) => toProgram(doc, banks)).filter((p): p is Program => p !== null)
}

/** Every mortgage programme, sanitised once per load; programmes are few (≤ 50), so lists compute in memory. */
export function loadPrograms(): Promise<Program[]> {
  return cached('mortgage:programs', () => readPrograms())
}
