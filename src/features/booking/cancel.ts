import 'server-only'

import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { type HeldBooking as Booking, type HeldFlat as Held, heldByThisBooking } from '@/features/cms-runtime'

import { validCancelToken } from './cancel-link'

/** The note the lead gets when its buyer cancels. */
export const CANCELLED_NOTE = 'Покупатель отменил бронь по ссылке из письма-подтверждения; квартира вернулась в продажу.'

export type CancelOutcome = 'cancelled' | 'invalid' | 'not_held'

/**
 * The buyer cancels a booking from the link of the confirmation e-mail: the flat goes back on sale and the
 * lead keeps when its hold ended, as when the sales team releases it (cms/admin/booking-hold.ts), in one
 * transaction. Only a flat still held by this booking is released: one taken by another booking since, sold,
 * or already released stays as it is ('not_held'). A wrong token or a lead that is no booking is 'invalid'.
 * The flat changes through the Local API, so its history says the site did it and every cache hears it.
 */
export async function cancelBooking(payload: Payload, bookingId: number, token: string, secret: string): Promise<CancelOutcome> {
  if (!validCancelToken(bookingId, token, secret)) return 'invalid'
  const lead = await payload.findByID({ collection: 'leads', id: bookingId, depth: 0, disableErrors: true, overrideAccess: true })
  const propertyId = typeof lead?.property === 'object' && lead.property ? lead.property.id : (lead?.property ?? null)
  if (!lead || lead.type !== 'booking' || !propertyId) return 'invalid'
  const req = await createLocalReq({ context: { changeSource: 'site' } }, payload)
  const own = await initTransaction(req)
  try {
    const flat = (await payload.findByID({ collection: 'properties', id: propertyId, depth: 0, disableErrors: true, req })) as Held | null
    const booking: Booking = { id: lead.id, type: lead.type, hold_until: lead.hold_until, property: propertyId }
    if (!flat || !heldByThisBooking(booking, flat) || Date.parse(flat.hold_until!) <= Date.now()) {
      if (own) await killTransaction(req)
      return 'not_held'
    }
    const as = { depth: 0, req, overrideAccess: true } as const
    await payload.update({ collection: 'properties', id: propertyId, data: { status: 'available', hold_until: null }, ...as })
    // The sales team reads in the lead's thread why the flat is back on sale before the manager calls.
    const notes = [...(lead.notes ?? []), { text: CANCELLED_NOTE }]
    await payload.update({ collection: 'leads', id: bookingId, data: { hold_until: new Date().toISOString(), notes }, ...as })
    if (own) await commitTransaction(req)
    return 'cancelled'
  } catch (failure) {
    if (own) await killTransaction(req)
    throw failure
  }
}
