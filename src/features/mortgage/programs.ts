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

function toProgram(doc: MortgageProgram): Program | null {
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
    bank: { name: bank.name, icon_content: sanitizeSvg(bank.icon_content) },
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
  return docs.map(toProgram).filter((p): p is Program => p !== null)
}

/** Every mortgage programme, sanitised once per load; programmes are few (≤ 50), so lists compute in memory. */
export function loadPrograms(): Promise<Program[]> {
  return cached('mortgage:programs', () => readPrograms())
}

const ROUND = 100_000

/** Price statistics of the available flats (the calculator's price range and starting price); null when none is for sale. */
export function loadFlatPrices(): Promise<{ min: number; max: number; median: number } | null> {
  return cached('mortgage:flat-prices', async () => {
    const payload = await cms()
    const where = { type: { equals: 'flat' }, status: { equals: 'available' } } as const
    const { totalDocs } = await payload.count({ collection: 'properties', where })
    if (totalDocs === 0) return null
    // Three single-row reads over the (type, status, …, price) index instead of loading every price.
    const nth = async (sort: string, page: number) =>
      (await payload.find({ collection: 'properties', where, sort, limit: 1, page, depth: 0, pagination: false, select: { price: true } }))
        .docs[0]?.price ?? 0
    const [min, max, median] = await Promise.all([nth('price', 1), nth('-price', 1), nth('price', Math.ceil(totalDocs / 2))])
    return { min: Math.floor(min / ROUND) * ROUND, max: Math.ceil(max / ROUND) * ROUND, median: Math.round(median / ROUND) * ROUND }
  })
}
