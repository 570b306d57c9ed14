import { commitTransaction, type Endpoint, initTransaction, killTransaction, type PayloadRequest } from 'payload'
import { z } from 'zod'

import { hasRole } from '../access'
import { crmResend, RESEND_TO_CRMS } from './delivery-fields'

/** The longest extension one click may give: a booking is a few days' promise, not a reservation for months. */
export const MAX_EXTENSION_DAYS = 14
const DAY_MS = 24 * 60 * 60 * 1000

/** POST /cms-api/leads/:id/hold — extend the hold by whole days, or release the flat. */
export const holdActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('extend'), days: z.number().int().min(1).max(MAX_EXTENSION_DAYS) }),
  z.object({ action: z.literal('release') }),
])
export type HoldAction = z.infer<typeof holdActionSchema>

const error = (status: number, code: string, message: string, fields?: Record<string, string[]>) =>
  Response.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status, headers: { 'cache-control': 'no-store' } })

export type Booking = {
  id: number
  type: string
  hold_until?: string | null
  property?: number | { id: number } | null
  delivered_to?: string | null
  hold_version?: number | null
}
export type Held = { id: number; status: string; hold_until?: string | null }

/** The flat and the lead change together or not at all (PostgreSQL; Payload's SQLite adapter runs without transactions). */
async function inOneTransaction(req: PayloadRequest, work: () => Promise<void>): Promise<void> {
  const own = await initTransaction(req)
  try {
    await work()
    if (own) await commitTransaction(req)
  } catch (failure) {
    if (own) await killTransaction(req)
    throw failure
  }
}

const idOf = (value: Booking['property']) => (typeof value === 'object' && value ? value.id : (value ?? null))

/**
 * Is the flat still held by this booking? The booking stamps the same deadline on the lead and the flat, and
 * an extension moves both; a flat that another booking took since then has another deadline.
 */
export const heldByThisBooking = (lead: Booking, flat: Held) =>
  flat.status === 'booked' &&
  Boolean(lead.hold_until) &&
  Boolean(flat.hold_until) &&
  Date.parse(flat.hold_until!) === Date.parse(lead.hold_until!)

/**
 * Extends or releases a booking's hold from the admin. The flat's status and deadline change through the Local
 * API, so its history records who did it and the site hears the change at once (the CMS change event).
 * Sales and admins only; JSON errors in Russian for the form.
 */
export const bookingHoldEndpoint: Endpoint = {
  path: '/:id/hold',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!hasRole(req.user, 'sales')) return error(403, 'forbidden', 'Бронями управляет отдел продаж')
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id <= 0) return error(404, 'not_found', 'Заявка не найдена')
    let body: unknown
    try {
      body = await req.json?.()
    } catch {
      body = undefined
    }
    const parsed = holdActionSchema.safeParse(body)
    if (!parsed.success) {
      return error(400, 'validation_error', `Укажите действие: продлить на 1–${MAX_EXTENSION_DAYS} дн. или снять бронь`, {
        days: [`от 1 до ${MAX_EXTENSION_DAYS} дней`],
      })
    }
    const { payload } = req
    const lead = (await payload.findByID({
      collection: 'leads',
      id,
      depth: 0,
      disableErrors: true,
      req,
      overrideAccess: false,
    })) as Booking | null
    if (!lead) return error(404, 'not_found', 'Заявка не найдена')
    const propertyId = idOf(lead.property)
    if (lead.type !== 'booking' || !propertyId) return error(409, 'not_a_booking', 'Это не бронь: у заявки нет забронированного помещения')
    const flat = (await payload.findByID({ collection: 'properties', id: propertyId, depth: 0, disableErrors: true, req })) as Held | null
    if (!flat) return error(409, 'property_gone', 'Помещение брони удалено из каталога')
    const now = Date.now()
    let next: { status: 'available' | 'booked'; flatHold: string | null; leadHold: string }
    if (parsed.data.action === 'release') {
      if (!heldByThisBooking(lead, flat)) return error(409, 'not_held', 'Бронь уже снята или помещение забронировано другим клиентом')
      // The lead keeps when its hold ended; the flat is free again.
      next = { status: 'available', flatHold: null, leadHold: new Date(now).toISOString() }
    } else {
      // A released flat nobody took since may be held again; a flat sold or held by another booking may not.
      if (!heldByThisBooking(lead, flat) && flat.status !== 'available') {
        return error(409, 'not_held', 'Помещение уже не в этой брони: продлить нельзя')
      }
      const from = Math.max(now, Date.parse(lead.hold_until ?? '') || now)
      const until = new Date(from + parsed.data.days * DAY_MS).toISOString()
      next = { status: 'booked', flatHold: until, leadHold: until }
    }
    await inOneTransaction(req, async () => {
      const as = { depth: 0, req, overrideAccess: false } as const
      await payload.update({ collection: 'properties', id: propertyId, data: { status: next.status, hold_until: next.flatHold }, ...as })
      // The CRMs hear of the change through the outbox, with its retries: the lead goes to them once more.
      await payload.update({
        collection: 'leads',
        id,
        data: { hold_until: next.leadHold, ...crmResend(lead) },
        ...as,
        context: { [RESEND_TO_CRMS]: true },
      })
    })
    return Response.json({ status: next.status, hold_until: next.flatHold }, { headers: { 'cache-control': 'no-store' } })
  },
}
