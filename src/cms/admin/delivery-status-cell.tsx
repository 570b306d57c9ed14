'use client'
import type { DefaultCellComponentProps } from 'payload'

import { DELIVERY_NOT_CONFIGURED, deliveryStatusText } from '../options'

/**
 * The delivery column of leads and subscribers: the status label, or «доставка не настроена: …» in full when
 * the row waits only because the server has no CRM webhook or SMTP — so nobody mistakes it for a queue.
 */
export function DeliveryStatusCell({ cellData, rowData }: DefaultCellComponentProps) {
  const text = deliveryStatusText({ delivery_status: String(cellData ?? ''), delivery_error: rowData?.delivery_error })
  const unconfigured = text === DELIVERY_NOT_CONFIGURED
  return (
    <span
      style={
        unconfigured
          ? { color: 'var(--theme-warning-750, #8a5a00)', whiteSpace: 'normal', display: 'inline-block', maxWidth: '28em' }
          : undefined
      }
    >
      {text}
    </span>
  )
}
