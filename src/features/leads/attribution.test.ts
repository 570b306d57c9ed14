// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { ATTRIBUTION_COOKIE, attributionCookie, attributionFromCookies, attributionOfVisit, leadAttribution } from './attribution'

const SITE = ['novaya-zarya.example']
const at = new Date('2026-11-20T09:00:00.000Z')
const visit = (address: string, referer: string | null = null, when = at) =>
  attributionOfVisit(new URL(address, 'https://novaya-zarya.example'), referer, SITE, when)

/** The Cookie header a browser sends back after the Set-Cookie (name=value only). */
const cookieBack = (setCookie: string) => setCookie.split(';')[0]!

describe('attribution of a visit', () => {
  it('keeps the tags, the click ids, the landing page and the moment of an ad click', () => {
    expect(visit('/flats?rooms=2&utm_source=yandex&utm_medium=cpc&utm_campaign=autumn&yclid=8425617190', 'https://yandex.ru/')).toEqual({
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'autumn',
      yclid: '8425617190',
      landing_page: '/flats?rooms=2&utm_source=yandex&utm_medium=cpc&utm_campaign=autumn&yclid=8425617190',
      referrer: 'https://yandex.ru/',
      attributed_at: '2026-11-20T09:00:00.000Z',
    })
  })

  it('counts a link from another site as a click, without tags', () => {
    expect(visit('/mortgage', 'https://www.google.com/')).toEqual({
      landing_page: '/mortgage',
      referrer: 'https://www.google.com/',
      attributed_at: at.toISOString(),
    })
  })

  it('leaves a direct visit and a move inside the site to the click before', () => {
    expect(visit('/flats')).toBeNull()
    expect(visit('/flats/12', 'https://novaya-zarya.example/flats')).toBeNull()
    expect(visit('/flats', 'not an address')).toBeNull()
  })
})

describe('the attribution cookie', () => {
  it('lives 90 days, HttpOnly, and reads back as it was written', () => {
    const attribution = visit('/?utm_source=yandex&gclid=Cj0KCQ', 'https://yandex.ru/')!
    const header = attributionCookie(attribution, true)
    expect(header).toMatch(new RegExp(`^${ATTRIBUTION_COOKIE}=`))
    expect(header).toContain(`Max-Age=${90 * 24 * 60 * 60}`)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('Secure')
    expect(attributionFromCookies(`a=1; ${cookieBack(header)}`)).toEqual(attribution)
  })

  it('drops what is not ours to trust: a forged cookie, a bad date, a ClientID that is not digits', () => {
    expect(attributionFromCookies(`${ATTRIBUTION_COOKIE}=%7Bbroken`)).toEqual({})
    const forged = encodeURIComponent(JSON.stringify({ utm_source: 'ya', attributed_at: 'yesterday', admin: true, yclid: 42 }))
    expect(attributionFromCookies(`${ATTRIBUTION_COOKIE}=${forged}; nz_ym_cid=abc`)).toEqual({ utm_source: 'ya' })
  })

  it('takes the ClientID getClientID answered, else the one Metrica keeps in _ym_uid', () => {
    expect(attributionFromCookies('_ym_uid=1700000000111; nz_ym_cid=1732300000123456789').client_id).toBe('1732300000123456789')
    expect(attributionFromCookies('_ym_uid=1700000000111').client_id).toBe('1700000000111')
  })
})

describe('what a new lead stores', () => {
  const cookie = cookieBack(attributionCookie(visit('/?utm_source=yandex&yclid=77', 'https://yandex.ru/')!, false))

  it('is the last non-direct click of the cookie, over tags the form sent from a later page', () => {
    const stored = leadAttribution(`${cookie}; _ym_uid=1700000000111`, { utm_source: 'vk', client_id: undefined })
    expect(stored).toMatchObject({ utm_source: 'yandex', yclid: '77', referrer: 'https://yandex.ru/', client_id: '1700000000111' })
  })

  it('is what the form sent when there is no cookie (an API client)', () => {
    expect(leadAttribution(null, { utm_source: 'partner', utm_term: ' квартира ', client_id: '42' })).toEqual({
      utm_source: 'partner',
      utm_term: 'квартира',
      client_id: '42',
    })
  })
})
