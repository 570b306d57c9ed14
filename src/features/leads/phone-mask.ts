/**
 * The Russian phone mask of the consultation form: whatever the visitor types or pastes (8…, +7…, 7…,
 * ten bare digits, with spaces, brackets or dashes) is shown as +7 (XXX) XXX-XX-XX.
 */

/** The country prefix every masked value starts with. */
export const PHONE_PREFIX = '+7'

/** The national part (up to ten digits) of what is in the field, without the country code or trunk prefix. */
export function nationalDigits(input: string): string {
  const trimmed = input.trim()
  const digits = trimmed.replace(/\D/g, '')
  if (!digits) return ''
  // "+7…" is always the country code; a leading 8 or 7 typed or pasted without "+" is the trunk or country
  // prefix — except a pasted bare ten-digit number, which is already national (812…, 921…).
  const hasPrefix = trimmed.startsWith('+') ? digits.startsWith('7') : /^[78]/.test(digits) && digits.length !== 10
  return (hasPrefix ? digits.slice(1) : digits).slice(0, 10)
}

/**
 * Formats the field's text as +7 (XXX) XXX-XX-XX. Separators appear only before a digit that follows them,
 * so Backspace after a bracket or a dash deletes a digit instead of being undone by the mask.
 */
export function formatPhone(input: string): string {
  const national = nationalDigits(input)
  if (!national) return /\d/.test(input) ? PHONE_PREFIX : ''
  let out = `${PHONE_PREFIX} (${national.slice(0, 3)}`
  if (national.length > 3) out += `) ${national.slice(3, 6)}`
  if (national.length > 6) out += `-${national.slice(6, 8)}`
  if (national.length > 8) out += `-${national.slice(8, 10)}`
  return out
}
