// Public surface of the settings feature (client-safe). Server reads live in ./server (app files only).
export { bannerKey, isBannerVisible, SCHEDULE_BANNER_COOKIE, SCHEDULE_BANNER_MAX_AGE } from './banner'
export { ScheduleBanner, type ScheduleBannerProps } from './schedule-banner'
export { FALLBACK_SETTINGS, oldSiteRedirectUrl, phoneHref, phoneText, type SiteSettings, toSiteSettings } from './settings'
