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
      admin: { position: 'sidebar', readOnly: true, description: 'webhook — CRM, email — почта' },
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
export const restartDeliveryOnPending: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const before = (originalDoc as { delivery_status?: string } | undefined)?.delivery_status
  if (operation !== 'update' || data?.delivery_status !== 'pending' || !before || before === 'pending') return data
  return {
    ...data,
    delivery_attempts: 0,
    delivery_next_at: null,
    delivery_error: null,
    delivery_claim: null,
    ...(before === 'delivered' ? { delivered_to: null, delivered_at: null } : {}),
  }
}
