import type { Payload } from 'payload'

import { sql, sqlDatabase } from '@/features/cms-runtime'
import type { LeadAttribution } from '@/features/leads'

import { HOLD_DURATION_MS } from './booking-terms'

/** What the visitor booked with. */
export interface HoldRequest {
  refId: string
  name: string
  phone: string
  /** Where the buyer wants the confirmation e-mail, if anywhere. */
  email?: string
  /** Every submitted field, stored with the lead for the sales team. */
  formFields: Record<string, string | number | boolean | null>
  pageUrl?: string
  /** Where the buyer came from (features/leads/attribution.ts). */
  attribution?: LeadAttribution
}

/** The result of a hold attempt: the committed booking, or why there is none. */
export type HoldResult =
  | { kind: 'held'; leadId: number; propertyId: number; refId: string; price: number; holdUntil: string }
  | { kind: 'not_found' }
  | { kind: 'unavailable' }

class Outcome extends Error {
  constructor(readonly result: HoldResult) {
    super(result.kind)
  }
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value))

/**
 * Puts a property on hold for HOLD_DURATION_MS and stores the booking lead, in one transaction committed
 * before this returns. The hold is one conditional UPDATE — only a property that is available, or booked
 * with a hold that has run out (the rule of effectiveStatus), is taken — so of any number of simultaneous
 * bookings exactly one changes the row: PostgreSQL makes the others wait on the row lock and re-check the
 * condition, SQLite runs writers one at a time. The price is the one the UPDATE saw, fixed in the lead.
 */
export async function holdProperty(payload: Payload, request: HoldRequest, now = Date.now()): Promise<HoldResult> {
  const db = sqlDatabase(payload)
  const properties = db.table('properties')
  const nowIso = new Date(now).toISOString()
  const holdUntil = new Date(now + HOLD_DURATION_MS).toISOString()
  try {
    return await db.transaction(async (tx, req) => {
      const [held] = await tx
        .update(properties)
        .set({ status: 'booked', hold_until: holdUntil, updatedAt: nowIso })
        .where(
          sql`${properties.ref_id} = ${request.refId} and (${properties.status} = ${'available'} or (${properties.status} = ${'booked'} and ${properties.hold_until} is not null and ${properties.hold_until} <= ${nowIso}))`,
        )
        .returning({ id: properties.id, price: properties.price })
      if (!held) {
        const [exists] = await tx
          .select({ id: properties.id })
          .from(properties)
          .where(sql`${properties.ref_id} = ${request.refId}`)
        throw new Outcome({ kind: exists ? 'unavailable' : 'not_found' })
      }
      const propertyId = asNumber(held.id)
      const price = asNumber(held.price)
      const lead = await payload.create({
        collection: 'leads',
        req,
        depth: 0,
        data: {
          type: 'booking',
          name: request.name,
          phone: request.phone,
          email: request.email,
          property: propertyId,
          booked_price: price,
          hold_until: holdUntil,
          page_url: request.pageUrl,
          ...request.attribution,
          form_fields: request.formFields,
          delivery_status: 'pending',
        },
      })
      // The status history (who, when): the visitor's booking. Before it the flat was effectively on sale — an
      // expired hold counts as available (the rule of effectiveStatus).
      await payload.create({
        collection: 'property-changes',
        req,
        depth: 0,
        data: { property: propertyId, price_before: price, price, status_before: 'available', status: 'booked', source: 'site' },
      })
      return { kind: 'held', leadId: lead.id, propertyId, refId: request.refId, price, holdUntil } as const
    })
  } catch (error) {
    if (error instanceof Outcome) return error.result
    throw error
  }
}
