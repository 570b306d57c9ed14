'use client'
import type { DefaultCellComponentProps } from 'payload'

import { formatRub } from '../../lib/money'

/** A list cell for rubles: '31 110 000 ₽' instead of a bare number, a dash when empty (most leads have no price). */
export function RubCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatRub(cellData) : '—'}</span>
}
