'use client'
import type { DefaultCellComponentProps } from 'payload'

import { formatArea } from '../../lib/money'
import { displayPhone } from './phone-text'

/** An area in a list: «129,6 м²», as the site writes it (Payload's cell showed «129.6»). */
export function AreaCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatArea(cellData) : '—'}</span>
}

/** A phone in a list: «+7 921 123-45-67» instead of the stored «+79211234567». */
export function PhoneCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'string' && cellData ? displayPhone(cellData) : '—'}</span>
}
