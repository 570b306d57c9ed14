import type { CollectionBeforeChangeHook, Field } from 'payload'

import { datePicker } from '../fields'
import { DELIVERY_STATUSES } from '../options'

const dateTime = datePicker(true)

/**
 * The outbox columns a lead or subscriber carries (README "Lead delivery"): the worker claims a pending row
 * whose `delivery_next_at` is due, delivers it to every sink not yet in `delivered_to`, and records the
 * outcome. Shown in the edit view's sidebar; only the status is for managers to change.
 */
export function deliveryFields(): Field[] {
  return [
    {
      name: 'delivery_status',
      label: 'Доставка',
      type: 'select',
      options: [...DELIVERY_STATUSES],
      defaultValue: 'pending',
      index: true,
      admin: {
        position: 'sidebar',
        description: 'Чтобы отправить повторно, верните статус «Ожидает отправки»: попытки начнутся заново.',
        components: { Cell: '/cms/admin/delivery-status-cell#DeliveryStatusCell' },
      },
    },
    {
      name: 'delivery_attempts',
      label: 'Попыток доставки',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'delivery_next_at',
      label: 'Следующая попытка',
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: dateTime, description: 'Пусто — как можно скорее.' },
    },
    { name: 'delivery_error', label: 'Последняя ошибка доставки', type: 'text', admin: { position: 'sidebar', readOnly: true } },
    {
      name: 'delivered_to',
      label: 'Доставлено в',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true, description: 'Куда ушла заявка: в CRM (через вебхук) или на почту.' },
    },
    { name: 'delivered_at', label: 'Доставлено', type: 'date', admin: { position: 'sidebar', readOnly: true, date: dateTime } },
    // The claim of the worker instance delivering the row right now (a lease until delivery_next_at).
    { name: 'delivery_claim', type: 'text', admin: { hidden: true } },
  ]
}

/**
 * When a manager (or a repeated subscription) sets a failed or delivered row back to pending, the retry
 * starts afresh: attempts from zero, due at once. A delivered row is sent to every sink again; a failed one
 * skips the sinks that already accepted it, so the CRM gets no duplicate.
 */
export const restartDeliveryOnPending: CollectionBeforeChangeHook = ({ data, originalDoc, operation, context }) => {
  const before = (originalDoc as { delivery_status?: string } | undefined)?.delivery_status
  if (operation !== 'update' || data?.delivery_status !== 'pending' || !before) return data
  // A hold change re-sends to the CRMs alone: it names the sinks that keep their delivery (crmResend).
  if (context[RESEND_TO_CRMS] === true) return { ...data, delivery_attempts: 0, delivery_next_at: null, delivery_error: null }
  if (before === 'pending') return data
  return {
    ...data,
    delivery_attempts: 0,
    delivery_next_at: null,
    delivery_error: null,
    delivery_claim: null,
    ...(before === 'delivered' ? { delivered_to: null, delivered_at: null } : {}),
  }
}

/** The sinks that are CRMs: a manager's change of a booking's hold is news for them (features/delivery/hold-update.ts). */
export const CRM_SINKS = ['bitrix24', 'amocrm'] as const

/** Set in a save's context by a change that re-sends a lead to the CRMs only. */
export const RESEND_TO_CRMS = 'resendToCrms'

/**
 * The outbox columns that send a lead to the CRMs again and to nobody else: pending, due at once, the other sinks
 * kept in delivered_to. A row whose claim is in flight keeps it: the worker settles it, then takes it again.
 */
export function crmResend(lead: { delivered_to?: string | null; hold_version?: number | null }): Record<string, unknown> {
  const kept = (lead.delivered_to ?? '').split(',').filter((name) => name && !(CRM_SINKS as readonly string[]).includes(name))
  return {
    hold_version: (lead.hold_version ?? 0) + 1,
    delivery_status: 'pending',
    delivered_to: kept.length > 0 ? kept.join(',') : null,
  }
}
