import 'server-only'

/**
 * The rate limits of the site's writes, per client address (forms: per visitor and address). Forms are what spammers hit; the visitor lists
 * (favorites, pinned, viewed) are clicked often by real people; the admin login is what password guessers
 * hit. Each limit can be changed by an environment variable, read at every hit.
 */
import { limitFromEnv, type RateLimitRule } from '../rate-limit'

const MINUTE = 60_000

const rule = (name: string, variable: string, fallback: number, windowMs: number): RateLimitRule => ({
  name,
  windowMs,
  get limit() {
    return limitFromEnv(variable, fallback)
  },
})

/**
 * Leads, bookings and subscriptions: 10 per 10 minutes per visitor and address (RATE_LIMIT_FORMS), and 500 per
 * 10 minutes per address (RATE_LIMIT_FORMS_ADDRESS). One mobile operator's address carries thousands of phones
 * (CGNAT), so the address alone gets a ceiling high enough for a busy evening, not the visitor's limit.
 */
export const FORM_RATE_LIMIT: RateLimitRule = {
  name: 'form',
  windowMs: 10 * MINUTE,
  get limit() {
    return limitFromEnv('RATE_LIMIT_FORMS', 10)
  },
  get addressLimit() {
    return limitFromEnv('RATE_LIMIT_FORMS_ADDRESS', 500)
  },
}
/** Any other write of the product API: 120 a minute (RATE_LIMIT_WRITES). */
export const WRITE_RATE_LIMIT = rule('write', 'RATE_LIMIT_WRITES', 120, MINUTE)
/** Admin login attempts: 10 per 15 minutes (RATE_LIMIT_LOGIN). */
export const LOGIN_RATE_LIMIT = rule('login', 'RATE_LIMIT_LOGIN', 10, 15 * MINUTE)
