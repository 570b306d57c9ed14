import { formatNumber } from '../../lib/money'

/** Digits as the manager reads them: '12 910 000' (no-break spaces); empty for no value. */
export function groupDigits(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatNumber(Math.round(value)) : ''
}

/** What the manager typed as whole rubles: every non-digit dropped ('12 910 000 ₽' → 12910000); null when empty. */
export function parseRubles(text: string): number | null {
  const digits = text.replace(/\D/g, '')
  return digits === '' ? null : Number(digits)
}
