/** Site settings as the site uses them (a DTO over the site-settings global). */
import type { CallTrackingSettings } from '@/features/analytics'

export interface SiteSettings {
  projectName: string
  developerName: string | null
  phone: string | null
  email: string | null
  address: string | null
  workingHours: string | null
  holidays: { enabled: boolean; title: string | null; text: string | null }
  oldSiteUrl: string | null
  bookingUrl: string | null
  metrikaCounterId: string | null
  callTracking: CallTrackingSettings
  legalText: string | null
}

/** What the chrome shows when the CMS cannot be read: the page still renders, without the CMS values. */
// Pure: the browser's modules that import phoneText from here drop the unused object (and its freeze call).
export const FALLBACK_SETTINGS: SiteSettings = /* @__PURE__ */ Object.freeze({
  projectName: 'ЖК «Новая Заря»',
  developerName: null,
  phone: null,
  email: null,
  address: null,
  workingHours: null,
  holidays: { enabled: false, title: null, text: null },
  oldSiteUrl: null,
  bookingUrl: null,
  metrikaCounterId: null,
  callTracking: { enabled: false, scriptUrl: null, phoneClass: null },
  legalText: null,
}) as SiteSettings

interface SettingsRecord {
  project_name?: string | null
  developer_name?: string | null
  phone?: string | null
  email?: string | null
  address?: string | null
  working_hours?: string | null
  holidays?: { is_enabled?: boolean | null; title?: string | null; text?: string | null } | null
  old_site_url?: string | null
  booking_url?: string | null
  metrika_counter_id?: string | null
  call_tracking?: { is_enabled?: boolean | null; script_url?: string | null; phone_class?: string | null } | null
  legal_text?: string | null
}

const text = (value: string | null | undefined) => value?.trim() || null

/** Maps the CMS global to the DTO. */
export function toSiteSettings(doc: SettingsRecord): SiteSettings {
  return {
    projectName: text(doc.project_name) ?? FALLBACK_SETTINGS.projectName,
    developerName: text(doc.developer_name),
    phone: text(doc.phone),
    email: text(doc.email),
    address: text(doc.address),
    workingHours: text(doc.working_hours),
    holidays: { enabled: Boolean(doc.holidays?.is_enabled), title: text(doc.holidays?.title), text: text(doc.holidays?.text) },
    oldSiteUrl: httpUrl(doc.old_site_url),
    bookingUrl: text(doc.booking_url),
    metrikaCounterId: text(doc.metrika_counter_id),
    callTracking: {
      enabled: Boolean(doc.call_tracking?.is_enabled),
      scriptUrl: text(doc.call_tracking?.script_url),
      phoneClass: text(doc.call_tracking?.phone_class),
    },
    legalText: text(doc.legal_text),
  }
}

function httpUrl(value: string | null | undefined): string | null {
  const t = text(value)
  if (!t) return null
  try {
    const url = new URL(t)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString().replace(/\/$/, '') : null
  } catch {
    return null
  }
}

/**
 * A phone number as text on a page: never broken across lines (non-breaking spaces and hyphens), so
 * '+7 (812) 555-35-35' is read as one piece.
 */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011')
}

/** A tel: link for a phone as editors type it ('+7 (812) 555-01-23' → 'tel:+78125550123'). */
export function phoneHref(phone: string | null | undefined): string | null {
  if (!phone) return null
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.replace(/\D/g, '').length < 5) return null
  // Russian numbers typed with a leading 8 dial the same as +7.
  const normalized = /^8\d{10}$/.test(digits) ? `+7${digits.slice(1)}` : digits
  return `tel:${normalized}`
}

/**
 * SPEC §2.2: with an old-site URL configured, a 404 goes there — to the same path on the old site, which
 * still serves pages this site does not have yet.
 */
export function oldSiteRedirectUrl(oldSiteUrl: string | null, pathWithQuery: string): string | null {
  if (!oldSiteUrl) return null
  try {
    const base = new URL(oldSiteUrl)
    const target = new URL(pathWithQuery.startsWith('/') ? pathWithQuery : `/${pathWithQuery}`, base.origin)
    // An old site on a sub-path keeps its prefix.
    const prefix = base.pathname.replace(/\/+$/, '')
    if (prefix) target.pathname = `${prefix}${target.pathname}`
    return target.toString()
  } catch {
    return null
  }
}
