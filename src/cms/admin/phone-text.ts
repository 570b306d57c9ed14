/** A Russian number as the team reads it, «+7 921 123-45-67»; anything else (a foreign number) as stored. */
export function displayPhone(stored: string): string {
  const digits = stored.replace(/\D/g, '')
  const national = digits.length === 11 && /^[78]/.test(digits) ? digits.slice(1) : null
  if (!national) return stored
  return `+7\u00a0${national.slice(0, 3)}\u00a0${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`
}
