import { cms } from '@/features/cms-runtime'
import type { Promo } from '@/cms/payload-types'
import { cached, toImage } from '@/features/content'
import { appliesTo, fillProgramTerms, type Program } from '@/features/mortgage'

import { getCatalog, memo } from './catalog'
import { mortgageTargetAt } from './dto'
import { compileFilter, failures } from './engine'
import { COMPLETED, type PromoDto, type PromoList, type PromoQuery, type PropertyFilter } from './properties.schema'
import { completionAt, statusAt, type Snapshot } from './snapshot'

/** Where a catalogue promo is shown: the four §7 endpoints and the `placement` values they read. */
export const PROMO_ENDPOINTS = { promo_feature: 'promo_feature', banner: 'banner', promo: 'promo', discounts: 'discount' } as const
export type PromoEndpoint = keyof typeof PROMO_ENDPOINTS

const text = (value: string | null | undefined) => (value ? value : null)
const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number((value as { id: unknown }).id) : null

/** Which properties a promo is for (CMS «К каким помещениям относится»); an empty condition is no limit. */
export interface PromoScope {
  types: string[]
  buildings: number[]
  completion: 'any' | 'construction' | 'completed'
  features: string[]
  /** A rate promo: only where this programme applies. */
  program: number | null
}

/** A promo as the catalogue targets it: what the site shows, whom it is for, whether it quotes a price «от». */
export interface PromoRecord {
  dto: Omit<PromoDto, 'price_from'>
  scope: PromoScope
  showPriceFrom: boolean
}

/** Maps a promo document to what the site shows and whom it is for. */
export function toPromoRecord(doc: Promo): PromoRecord {
  const group = doc.applies_to
  const completion = group?.completion === 'construction' || group?.completion === 'completed' ? group.completion : 'any'
  return {
    dto: {
      id: doc.id,
      title: doc.title,
      text: text(doc.text),
      image: toImage(doc.image),
      button_text: text(doc.button_text),
      url: text(doc.url),
      discount_percent: doc.discount_percent ?? null,
      full_payment: Boolean(doc.full_payment),
      position: doc.position ?? null,
      valid_until: text(doc.valid_until),
    },
    scope: {
      types: [...(group?.property_types ?? [])],
      buildings: (group?.buildings ?? []).map(idOf).filter((id): id is number => id !== null),
      completion,
      features: [...(group?.features ?? [])],
      program: idOf(group?.mortgage_program),
    },
    showPriceFrom: Boolean(doc.show_price_from),
  }
}

/** True when the promo applies to the property at index i of the catalogue. */
export function promoAppliesAt(snapshot: Snapshot, i: number, scope: PromoScope, programs: ReadonlyMap<number, Program>): boolean {
  const r = snapshot.items[i]!
  if (scope.types.length > 0 && !scope.types.includes(r.type)) return false
  if (scope.buildings.length > 0 && !scope.buildings.includes(r.building)) return false
  const completed = completionAt(snapshot, i) === COMPLETED
  if (scope.completion === 'completed' && !completed) return false
  if (scope.completion === 'construction' && completed) return false
  if (scope.features.length > 0 && !scope.features.some((f) => (r.features as string[]).includes(f))) return false
  if (scope.program !== null) {
    // A programme that was deleted or unpublished applies nowhere: its promo must not advertise it.
    const program = programs.get(scope.program)
    if (!program || !appliesTo(program, mortgageTargetAt(snapshot, i))) return false
  }
  return true
}

/** Active promos of one placement (is_active, not expired), in editor order; reused for the content TTL. */
function loadPromos(endpoint: PromoEndpoint): Promise<PromoRecord[]> {
  return cached(`promos:${endpoint}`, async () => {
    const payload = await cms()
    const { docs } = await payload.find({
      collection: 'promos',
      where: {
        and: [
          { placement: { equals: PROMO_ENDPOINTS[endpoint] } },
          { is_active: { equals: true } },
          { or: [{ valid_until: { exists: false } }, { valid_until: { greater_than: new Date().toISOString() } }] },
        ],
      },
      sort: ['order', 'id'],
      pagination: false,
      depth: 1,
      // As a visitor: only published promos (an editor's draft never reaches the catalogue).
      overrideAccess: false,
    })
    return docs.map(toPromoRecord)
  })
}

/** Indexes of the catalogue the promos are weighed against: one property, or every property under the filters. */
function candidatesOf(snapshot: Snapshot, query: PromoQuery): number[] {
  if (query.property !== undefined) {
    const i = snapshot.indexOf.get(query.property)
    return i === undefined ? [] : [i]
  }
  const { property: _property, ...filter } = query
  return memo(snapshot, `promo-candidates:${JSON.stringify(filter)}`, () => {
    const fail = failures(snapshot, compileFilter(snapshot, filter as PropertyFilter))
    const out: number[] = []
    for (let i = 0; i < fail.length; i++) if (fail[i] === 0) out.push(i)
    return out
  })
}

/** The lowest price among the available properties the promo applies to, or null when none is for sale. */
function priceFrom(snapshot: Snapshot, scope: PromoScope, programs: ReadonlyMap<number, Program>): number | null {
  let min: number | null = null
  for (let i = 0; i < snapshot.size; i++) {
    if (statusAt(snapshot, i) !== 'available' || !promoAppliesAt(snapshot, i, scope, programs)) continue
    const price = snapshot.items[i]!.price
    if (min === null || price < min) min = price
  }
  return min
}

/**
 * Active promos of one placement that apply where they are shown: to the property, or to at least
 * one property under the list's filters. A promo that asks for it quotes the lowest price «от» of the
 * properties it applies to, from the live catalogue — the CMS holds the words, never the numbers.
 */
export async function listPromos(endpoint: PromoEndpoint, query: PromoQuery = {}): Promise<PromoList> {
  const [records, snapshot] = await Promise.all([loadPromos(endpoint), getCatalog()])
  const programs = new Map(snapshot.programs.map((p) => [p.id, p]))
  const candidates = candidatesOf(snapshot, query)
  const results = records
    .filter((promo) => candidates.some((i) => promoAppliesAt(snapshot, i, promo.scope, programs)))
    .map((promo) => ({
      ...promo.dto,
      // A rate promo's figures come from its programme's record, as the calculator's and the FAQ's do.
      text: promo.dto.text && fillProgramTerms(promo.dto.text, promo.scope.program === null ? null : programs.get(promo.scope.program)),
      price_from: promo.showPriceFrom
        ? memo(snapshot, `promo-price:${promo.dto.id}:${JSON.stringify(promo.scope)}`, () => priceFrom(snapshot, promo.scope, programs))
        : null,
    }))
  return { count: results.length, results }
}

/** The discount a promo gives this property when it is paid in full (100 %), the first that applies; or null. */
export async function fullPaymentDiscount(property: number): Promise<PromoDto | null> {
  const { results } = await listPromos('discounts', { property })
  return results.find((promo) => promo.full_payment && (promo.discount_percent ?? 0) > 0) ?? null
}

/** The flat page's promo block (/api/properties/promo_feature/?property=): the first that applies, or null. */
export async function promoFeature(property?: number): Promise<PromoDto | null> {
  return (await listPromos('promo_feature', property === undefined ? {} : { property })).results[0] ?? null
}
