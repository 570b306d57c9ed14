/**
 * The schedule banner (SPEC §2.2, §4, §9): shown while holidays are enabled and not dismissed; dismissal is
 * a 30-day cookie. The cookie holds a short hash of the banner text, so a new schedule shows again even
 * within the 30 days.
 */
import { DAY_SECONDS } from '@/lib/cookies'

export const SCHEDULE_BANNER_COOKIE = 'schedule_banner_dismissed'
export const SCHEDULE_BANNER_MAX_AGE = 30 * DAY_SECONDS

/** A short, stable hash of the banner's title and text (FNV-1a, base 36). */
export function bannerKey(title: string | null, text: string | null): string {
  let hash = 0x811c9dc5
  for (const ch of `${title ?? ''}\u0000${text ?? ''}`) {
    hash ^= ch.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** Whether the banner shows: holidays on, something to say, and not dismissed for this text. */
export function isBannerVisible(
  holidays: { enabled: boolean; title: string | null; text: string | null },
  cookieValue: string | undefined,
): boolean {
  if (!holidays.enabled || (!holidays.title && !holidays.text)) return false
  return cookieValue !== bannerKey(holidays.title, holidays.text)
}
