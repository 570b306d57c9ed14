import { describe, expect, it } from 'vitest'

import { bannerKey, isBannerVisible, SCHEDULE_BANNER_MAX_AGE } from './banner'
import { oldSiteRedirectUrl, phoneHref, toSiteSettings } from './settings'

describe('site settings', () => {
  it('maps the CMS global', () => {
    const s = toSiteSettings({
      project_name: 'ЖК «Новая Заря»',
      phone: ' +7 (812) 555-01-23 ',
      holidays: { is_enabled: true, title: 'Праздничный график', text: '' },
      old_site_url: 'https://old.example.com/',
      metrika_counter_id: '123',
      call_tracking: { is_enabled: true, script_url: 'https://ct.example/x.js' },
    })
    expect(s.phone).toBe('+7 (812) 555-01-23')
    expect(s.holidays).toEqual({ enabled: true, title: 'Праздничный график', text: null })
    expect(s.oldSiteUrl).toBe('https://old.example.com')
    expect(s.callTracking).toEqual({ enabled: true, scriptUrl: 'https://ct.example/x.js', phoneClass: null })
    expect(toSiteSettings({ old_site_url: 'javascript:alert(1)' }).oldSiteUrl).toBeNull()
  })

  it('builds tel: links', () => {
    expect(phoneHref('+7 (812) 555-01-23')).toBe('tel:+78125550123')
    expect(phoneHref('8 812 555 01 23')).toBe('tel:+78125550123')
    expect(phoneHref('')).toBeNull()
    expect(phoneHref('n/a')).toBeNull()
  })

  it('sends 404s to the same path on the old site', () => {
    expect(oldSiteRedirectUrl('https://old.example.com', '/news/1?x=2')).toBe('https://old.example.com/news/1?x=2')
    expect(oldSiteRedirectUrl('https://old.example.com/site', '/news')).toBe('https://old.example.com/site/news')
    expect(oldSiteRedirectUrl(null, '/news')).toBeNull()
  })
})

describe('schedule banner', () => {
  const holidays = { enabled: true, title: 'Праздничный график', text: '1–8 января офис закрыт' }

  it('keeps the dismissal for 30 days', () => {
    expect(SCHEDULE_BANNER_MAX_AGE).toBe(30 * 24 * 60 * 60)
  })

  it('shows when holidays are enabled and not dismissed', () => {
    expect(isBannerVisible(holidays, undefined)).toBe(true)
    expect(isBannerVisible({ ...holidays, enabled: false }, undefined)).toBe(false)
    expect(isBannerVisible({ enabled: true, title: null, text: null }, undefined)).toBe(false)
  })

  it('stays hidden after dismissal until the text changes', () => {
    const key = bannerKey(holidays.title, holidays.text)
    expect(isBannerVisible(holidays, key)).toBe(false)
    expect(isBannerVisible({ ...holidays, text: '1–10 января офис закрыт' }, key)).toBe(true)
    expect(bannerKey('a', 'b')).not.toBe(bannerKey('ab', ''))
  })
})
