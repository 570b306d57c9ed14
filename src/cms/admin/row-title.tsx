'use client'
import { useRowLabel } from '@payloadcms/ui'

import { rowLabel } from './row-label'

/** An array row's header in the admin: its number and title (row-label.ts), given to every list by entity-admin.ts. */
export function RowTitle({ singular }: { singular: string }) {
  const { data, rowNumber } = useRowLabel<unknown>()
  return <span>{rowLabel(data, rowNumber, singular)}</span>
}
