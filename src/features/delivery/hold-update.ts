import { formatRub } from '@/lib/money'

import { crmMarker, type CrmLead } from './crm'
import { moscowDateTime } from './record'

/**
 * A manager extended or released a booking's hold in the admin (cms/admin/booking-hold.ts): the lead goes back to
 * the outbox for the CRM sinks alone, with `hold_version` one higher, and each CRM gets the news once — Bitrix24
 * as an updated lead and a timeline comment, amoCRM as a note on the deal. The marker line names the version, so
 * a retry finds what an earlier attempt wrote.
 */
export const isHoldChange = (lead: CrmLead) => lead.holdVersion > 0

export function holdMarker(lead: Pick<CrmLead, 'id' | 'holdVersion'>): string {
  return `${crmMarker(lead.id)} · изменение брони ${lead.holdVersion}`
}

/** A release moves the deadline to the moment of the release; an extension moves it days ahead of it. */
export function holdReleased(lead: Pick<CrmLead, 'holdUntil'>, updatedAt: string | null): boolean {
  const until = Date.parse(lead.holdUntil ?? '')
  const changed = Date.parse(updatedAt ?? '')
  return Number.isNaN(until) || (!Number.isNaN(changed) && until <= changed + 60_000)
}

/** What the CRM is told, in the sales team's words. */
export function holdChangeText(lead: CrmLead, updatedAt: string | null): string {
  const what = holdReleased(lead, updatedAt)
    ? `Бронь снята ${moscowDateTime(lead.holdUntil ?? updatedAt)}: помещение снова в продаже на сайте.`
    : `Бронь продлена до ${moscowDateTime(lead.holdUntil)}.${lead.price === null ? '' : ` Цена брони ${formatRub(lead.price)} действует до этого срока.`}`
  return [what, lead.propertyLabel ? `Помещение: ${lead.propertyLabel}` : null, holdMarker(lead)].filter(Boolean).join('\n')
}
