import type { Endpoint, PayloadRequest, Where } from 'payload'

import { hasRole } from '../access'
import type { Lead } from '../payload-types'

/** The goal a sale is reported under when «Интеграции с CRM» names none. */
export const DEFAULT_OFFLINE_GOAL = 'crm_won'

/** A goal id as Metrica accepts it (a JavaScript-event goal's identifier); anything else falls back to the default. */
export function offlineGoal(value: string | null | undefined): string {
  const goal = value?.trim()
  return goal && /^[\w.-]{1,100}$/.test(goal) ? goal : DEFAULT_OFFLINE_GOAL
}

/** The leads that are conversions: «успешно», with the Metrica ClientID of the buyer's visit. */
export const CONVERSIONS_WHERE: Where = {
  and: [{ status: { equals: 'won' } }, { client_id: { exists: true } }, { client_id: { not_equals: '' } }],
}

type ConversionLead = Pick<Lead, 'id' | 'client_id' | 'won_at' | 'updatedAt' | 'booked_price'> & {
  property?: Lead['property']
}

/** What a sale is worth: the fixed price of a booking, else the price of the property the lead names. */
const priceOf = (lead: ConversionLead) =>
  typeof lead.booked_price === 'number'
    ? lead.booked_price
    : typeof lead.property === 'object' && lead.property && typeof lead.property.price === 'number'
      ? lead.property.price
      : null

/**
 * Metrica's offline conversions file (management API «offline_conversions/upload», client_id_type=CLIENT_ID):
 * UTF-8, comma-separated, the header `ClientId,Target,DateTime,Price,Currency`, DateTime in Unix seconds (only
 * past moments are accepted). One line per lead with a ClientID of digits; the others cannot be matched to a visit.
 */
export function offlineConversionsCsv(
  leads: readonly ConversionLead[],
  goal: string,
  now: number = Date.now(),
): { csv: string; ids: number[] } {
  const lines = ['ClientId,Target,DateTime,Price,Currency']
  const ids: number[] = []
  for (const lead of leads) {
    const clientId = lead.client_id?.trim() ?? ''
    if (!/^\d{1,30}$/.test(clientId)) continue
    const at = Math.min(Date.parse(lead.won_at ?? lead.updatedAt), now)
    if (Number.isNaN(at)) continue
    const price = priceOf(lead)
    lines.push(
      [clientId, offlineGoal(goal), Math.floor(at / 1000), price === null ? '' : Math.round(price), price === null ? '' : 'RUB'].join(','),
    )
    ids.push(lead.id)
  }
  return { csv: `${lines.join('\n')}\n`, ids }
}

/** The leads of the file, oldest sale first (the property populated for its price). */
export async function conversionLeads(req: Pick<PayloadRequest, 'payload'> & Partial<PayloadRequest>, where: Where = CONVERSIONS_WHERE) {
  const { docs } = await req.payload.find({
    collection: 'leads',
    where,
    sort: 'won_at',
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { client_id: true, won_at: true, updatedAt: true, booked_price: true, property: true },
  })
  return docs as ConversionLead[]
}

/** GET /cms-api/leads/offline-conversions.csv: the file to import in Metrica by hand (sales and admins). */
export const offlineConversionsEndpoint: Endpoint = {
  path: '/offline-conversions.csv',
  method: 'get',
  handler: async (req) => {
    if (!hasRole(req.user, 'sales'))
      return Response.json(
        { error: { code: 'forbidden', message: 'Файл офлайн-конверсий доступен отделу продаж' } },
        { status: req.user ? 403 : 401, headers: { 'cache-control': 'no-store' } },
      )
    const settings = (await req.payload.findGlobal({ slug: 'crm-integrations', depth: 0, req })) as { metrika?: { goal?: string | null } }
    const { csv, ids } = offlineConversionsCsv(await conversionLeads(req), offlineGoal(settings.metrika?.goal))
    const day = new Date().toISOString().slice(0, 10)
    return new Response(csv, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="offline-conversions-${day}.csv"`,
        'cache-control': 'no-store',
        'x-export-rows': String(ids.length),
      },
    })
  },
}
