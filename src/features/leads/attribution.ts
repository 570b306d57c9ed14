/**
 * Where a buyer came from, for the marketers who pay per lead by channel. The proxy (src/proxy.ts) writes it into a
 * first-party cookie on the first page request of a visit that came from somewhere — a campaign's tags, an ad click
 * (yclid, gclid) or another site's link — and keeps it 90 days; a direct visit or a click inside the site leaves it
 * alone, so the last click that was not direct wins. A lead reads it from its own request's cookies when it is sent,
 * with the buyer's consent to the processing of personal data. No framework imports: the proxy and the API share it.
 */
import { DAY_SECONDS, METRIKA_CLIENT_ID_COOKIE, parseCookies, serializeCookie } from '@/lib/cookies'

export const ATTRIBUTION_COOKIE = 'nz_attr'
export const ATTRIBUTION_DAYS = 90

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const
const CLICK_KEYS = ['yclid', 'gclid'] as const

export type Attribution = Partial<Record<(typeof UTM_KEYS)[number] | (typeof CLICK_KEYS)[number], string>> & {
  landing_page?: string
  referrer?: string
  /** When the winning click happened (ISO). */
  attributed_at?: string
}

const KEYS = [...UTM_KEYS, ...CLICK_KEYS, 'landing_page', 'referrer', 'attributed_at'] as const
const MAX = 300

const clean = (value: string | null | undefined) => {
  const text = value?.replace(/\p{Cc}/gu, '').trim()
  return text ? text.slice(0, MAX) : undefined
}

function hostOf(address: string | null | undefined): string | null {
  if (!address) return null
  try {
    return new URL(address).host.toLowerCase()
  } catch {
    return null
  }
}

/**
 * The attribution a page request brings, or null for a direct visit or a move inside the site (the stored one then
 * stands). `ownHosts` are this site's hosts: a referrer there is the site itself.
 */
export function attributionOfVisit(url: URL, referer: string | null, ownHosts: readonly string[], now: Date): Attribution | null {
  const tags: Attribution = {}
  for (const key of [...UTM_KEYS, ...CLICK_KEYS]) {
    const value = clean(url.searchParams.get(key))
    if (value) tags[key] = value
  }
  const refererHost = hostOf(referer)
  const external = refererHost !== null && !ownHosts.some((host) => host.toLowerCase() === refererHost)
  if (Object.keys(tags).length === 0 && !external) return null
  return {
    ...tags,
    landing_page: clean(`${url.pathname}${url.search}`),
    ...(external ? { referrer: clean(referer) } : {}),
    attributed_at: now.toISOString(),
  }
}

/** The Set-Cookie header keeping an attribution 90 days (HttpOnly: only the server reads it). */
export function attributionCookie(attribution: Attribution, secure: boolean): string {
  return serializeCookie(ATTRIBUTION_COOKIE, JSON.stringify(attribution), {
    maxAge: ATTRIBUTION_DAYS * DAY_SECONDS,
    httpOnly: true,
    secure,
  })
}

/** The attribution and the Metrica ClientID a request's cookies carry; anything malformed is left out. */
export function attributionFromCookies(cookieHeader: string | null | undefined): Attribution & { client_id?: string } {
  const cookies = parseCookies(cookieHeader)
  const out: Attribution & { client_id?: string } = {}
  try {
    const stored = JSON.parse(cookies[ATTRIBUTION_COOKIE] ?? 'null') as Record<string, unknown> | null
    if (stored && typeof stored === 'object')
      for (const key of KEYS) {
        const value = typeof stored[key] === 'string' ? clean(stored[key]) : undefined
        if (value) out[key] = value
      }
  } catch {
    // A cookie someone edited by hand: the lead goes without it.
  }
  if (out.attributed_at && Number.isNaN(Date.parse(out.attributed_at))) delete out.attributed_at
  // The value getClientID answered, else the cookie Metrica keeps it in.
  const clientId = clean(cookies[METRIKA_CLIENT_ID_COOKIE]) ?? clean(cookies._ym_uid)
  if (clientId && /^\d{1,30}$/.test(clientId)) out.client_id = clientId
  return out
}

/** The attribution columns of a lead. */
export type LeadAttribution = Attribution & { client_id?: string }

/**
 * What a new lead stores: the cookie's attribution when there is one (the tags the form sent with it come from the
 * same visit, or are older), else the tags the form sent (an API client without the cookie); the ClientID the form
 * sent, else the one the cookies carry.
 */
export function leadAttribution(
  cookieHeader: string | null | undefined,
  sent: Partial<Record<(typeof UTM_KEYS)[number] | 'client_id', string | undefined>> = {},
): LeadAttribution {
  const { client_id: cookieClientId, ...stored } = attributionFromCookies(cookieHeader)
  const fromForm = Object.fromEntries(UTM_KEYS.map((key) => [key, clean(sent[key])]).filter(([, value]) => value))
  const clientId = clean(sent.client_id) ?? cookieClientId
  return { ...(Object.keys(stored).length > 0 ? stored : fromForm), ...(clientId ? { client_id: clientId } : {}) }
}
