/**
 * A colleague's initials for the admin's account button: two letters of the name («Анна Смирнова» → «АС»),
 * else the first letter of the e-mail. Drawn on the page: no picture is asked of a third party (Gravatar
 * would be sent a hash of the e-mail, and shows a broken image where it cannot be reached).
 */
export function initialsOf(name: string | null | undefined, email: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => [...word][0]) : [...(email ?? '').trim()].slice(0, 1)
  return letters.join('').toLocaleUpperCase('ru-RU') || '?'
}
