'use client'
import type { DefaultCellComponentProps } from 'payload'

import { DELIVERY_NOT_CONFIGURED, DELIVERY_STATUSES, labelOf } from '../options'

/** Props given in the field config: whether any sink (CRM webhook, e-mail) is configured on this server. */
export interface DeliveryCellProps {
  configured: boolean
}

/** The delivery status in a list, in Russian; «не настроена» for a waiting row when nothing would send it. */
export function deliveryStatusText(status: unknown, configured: boolean): string {
  if (typeof status !== 'string' || status === '') return '—'
  if (status === 'pending' && !configured) return DELIVERY_NOT_CONFIGURED
  return labelOf(DELIVERY_STATUSES, status)
}

/** List cell of `delivery_status`. */
export function DeliveryCell({ cellData, configured }: DefaultCellComponentProps & DeliveryCellProps) {
  return <span>{deliveryStatusText(cellData, configured)}</span>
}
