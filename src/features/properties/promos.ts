import { cms } from '@/cms/client'
import type { Promo } from '@/cms/payload-types'
import { toImage } from '@/features/content'

import type { PromoDto, PromoList } from './properties.schema'

/** Where a catalogue promo is shown: the four §7 endpoints and the `placement` values they read. */
export const PROMO_ENDPOINTS = { promo_feature: 'promo_feature', banner: 'banner', promo: 'promo', discounts: 'discount' } as const
export type PromoEndpoint = keyof typeof PROMO_ENDPOINTS

const text = (value: string | null | undefined) => (value ? value : null)

/** Maps a promo document to what the site shows. */
export function toPromo(doc: Promo): PromoDto {
  return {
    id: doc.id,
    title: doc.title,
    text: text(doc.text),
    image: toImage(doc.image),
    button_text: text(doc.button_text),
    url: text(doc.url),
    discount_percent: doc.discount_percent ?? null,
    position: doc.position ?? null,
    valid_until: text(doc.valid_until),
  }
}

/** Active promos of one placement (is_active, not expired), in editor order. */
export async function listPromos(endpoint: PromoEndpoint): Promise<PromoList> {
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
  const results = docs.map(toPromo)
  return { count: results.length, results }
}

/** The flat page's promo block (/api/properties/promo_feature/): the first active one, or null. */
export async function promoFeature(): Promise<PromoDto | null> {
  return (await listPromos('promo_feature')).results[0] ?? null
}
