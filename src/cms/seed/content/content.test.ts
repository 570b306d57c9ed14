// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { FEATURE_TAGS, MORTGAGE_CATEGORIES, PROMO_PLACEMENTS } from '@/cms/options'

import { isArtRef } from '../types'

import { ART_KEYS, banks, cameras, globals, mortgagePrograms, progressCards, promos, redirects, seoRecords } from './index'
import type { SeedCamera } from './seed-data'

/** Every ArtRef key anywhere in a value. */
function artKeys(value: unknown, out: string[] = []): string[] {
  if (isArtRef(value)) out.push(value.art)
  else if (Array.isArray(value)) value.forEach((v) => artKeys(v, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => artKeys(v, out))
  return out
}

/** Every string anywhere in a value. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out))
  return out
}

/** Every object key anywhere in a value. */
function keys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => keys(v, out))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.push(k)
      keys(v, out)
    }
  return out
}

const everything = { globals, banks, mortgagePrograms, progressCards, cameras, promos, seoRecords, redirects }
const CYRILLIC = /[А-Яа-яЁё]/

describe('art keys', () => {
  it('are distinct, sized and described', () => {
    const names = ART_KEYS.map((a) => a.key)
    expect(new Set(names).size).toBe(names.length)
    expect(names.length).toBeGreaterThanOrEqual(45)
    expect(names.length).toBeLessThanOrEqual(60)
    for (const a of ART_KEYS) {
      expect(a.key).toMatch(/^[a-z0-9-]+$/)
      expect(a.subject.length).toBeGreaterThan(20)
      expect(a.width).toBeGreaterThan(0)
      expect(a.height).toBeGreaterThan(0)
    }
    expect(ART_KEYS.find((a) => a.key === 'panorama-district')).toMatchObject({ width: 4096, height: 2048 })
    expect(ART_KEYS.find((a) => a.key === 'panorama-construction')).toMatchObject({ width: 4096, height: 2048 })
  })

  it('cover every ArtRef in the content', () => {
    const known = new Set(ART_KEYS.map((a) => a.key))
    const used = artKeys(everything)
    expect(used.length).toBeGreaterThan(100)
    expect([...new Set(used)].filter((key) => !known.has(key))).toEqual([])
  })

  it('are all used by the content', () => {
    const used = new Set(artKeys(everything))
    expect(ART_KEYS.map((a) => a.key).filter((key) => !used.has(key))).toEqual([])
  })

  it('leave no media ids and no generated ids in the data', () => {
    expect(keys(everything).filter((k) => k === 'id' || k === 'createdAt' || k === 'updatedAt')).toEqual([])
    for (const [name, data] of Object.entries(globals)) {
      for (const k of ['image', 'poster', 'video_avatar']) {
        const raw = JSON.stringify(data)
        expect(raw, `${name}.${k}`).not.toMatch(new RegExp(`"${k}":\\d`))
      }
    }
  })
})

describe('page globals', () => {
  it('has exactly the ten globals', () => {
    expect(Object.keys(globals).sort()).toEqual(
      [
        'location-page',
        'main-page',
        'mortgage-page',
        'navigation',
        'privacy-policy',
        'progress-page',
        'request-block',
        'site-settings',
        'sunrise-page',
        'yards-page',
      ].sort(),
    )
  })

  it.each(Object.entries(globals))('%s has Russian text and no placeholders', (_, data) => {
    const texts = strings(data)
    expect(texts.some((t) => CYRILLIC.test(t))).toBe(true)
    expect(texts.join(' ')).not.toMatch(/lorem|ipsum|TODO|TBD/i)
  })

  it('shows the holiday schedule and keeps integrations off', () => {
    const s = globals['site-settings']
    expect(s.project_name).toBe('ЖК «Новая Заря»')
    expect(s.phone).toBe('+7 (812) 555-35-35')
    expect(s.holidays?.is_enabled).toBe(true)
    expect(s.call_tracking?.is_enabled).toBe(false)
    expect(s.old_site_url).toBe('')
    expect(s.booking_url).toBe('')
  })

  it('has the menus of the brief', () => {
    const { main, info } = globals.navigation
    expect(main?.map((m) => m.path)).toEqual([
      '/flats',
      '/location',
      '/yards',
      '/sunrise',
      '/mortgage',
      '/construction-progress',
      '/favorites',
    ])
    expect(info?.find((m) => m.title === 'О застройщике')).toMatchObject({ path: '/', hash: 'developer' })
    expect(info?.find((m) => m.title === 'Контакты')).toMatchObject({ path: '/', hash: 'contacts' })
    for (const item of [...(main ?? []), ...(info ?? [])]) expect(item.path.startsWith('/')).toBe(true)
  })

  it('fills the main page', () => {
    const m = globals['main-page']
    expect(m.screens).toHaveLength(3)
    expect(m.layouts).toHaveLength(5)
    for (const l of m.layouts ?? []) {
      expect(l.url).toMatch(/^\/flats\?rooms=\d/)
      // Words only: the «от» figures come from the catalogue, so they match the list.
      expect(l).not.toHaveProperty('price_from')
      expect(l).not.toHaveProperty('area_from')
    }
    expect(m.advantage_first?.advantages?.length).toBeGreaterThanOrEqual(4)
    expect(m.advantage_second?.advantages?.length).toBeGreaterThanOrEqual(4)
    expect(m.video?.heroes).toHaveLength(3)
    // The demo ships no films (none can be produced here): the cards show their posters as stills, never a
    // play button that ends in 'Не удалось загрузить видео'.
    for (const story of [...(m.video?.heroes ?? []), m.video?.history]) expect(story?.video_url).toBeFalsy()
    expect(m.gallery_slides?.length).toBeGreaterThanOrEqual(6)
  })

  it('links the sunrise layouts to corner-glazing flats', () => {
    const url = globals['sunrise-page'].sunrises_layout_block?.button_link?.url ?? ''
    expect(url).toBe('/flats?features=corner_glazing')
    expect(FEATURE_TAGS.map((f) => f.value as string)).toContain('corner_glazing')
  })

  it('places the map points around the embankment', () => {
    const { map, district_panorama } = globals['location-page']
    expect(map?.points?.length).toBeGreaterThanOrEqual(12)
    expect(map?.points?.length).toBeLessThanOrEqual(15)
    const categories = ['Школы', 'Детские сады', 'Метро', 'Парки', 'Магазины', 'Медицина', 'Спорт']
    for (const p of map?.points ?? []) {
      expect(categories).toContain(p.category)
      expect(Math.abs(p.lat - (map?.center_lat ?? 0))).toBeLessThan(0.05)
      expect(Math.abs(p.lng - (map?.center_lng ?? 0))).toBeLessThan(0.05)
      expect(p.minutes).toBeGreaterThan(0)
    }
    expect(district_panorama?.image).toEqual({ art: 'panorama-district' })
  })

  it('answers 8–10 mortgage questions', () => {
    const faqs = globals['mortgage-page'].faqs ?? []
    expect(faqs.length).toBeGreaterThanOrEqual(8)
    expect(faqs.length).toBeLessThanOrEqual(10)
    for (const f of faqs) expect(f.answer.length).toBeGreaterThan(120)
  })

  it('has the construction panorama', () => {
    expect(globals['progress-page'].panorama_card?.image).toEqual({ art: 'panorama-construction' })
  })
})

describe('banks and programmes', () => {
  it('has 7 banks with small, safe SVG monograms', () => {
    expect(banks).toHaveLength(7)
    expect(new Set(banks.map((b) => b.name)).size).toBe(banks.length)
    for (const bank of banks) {
      const svg = bank.icon_content ?? ''
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg.trim().endsWith('</svg>')).toBe(true)
      expect(svg).toContain('viewBox="0 0 48 48"')
      expect(svg).not.toMatch(/<script|on\w+=|javascript:|<foreignObject/i)
      expect(Buffer.byteLength(svg)).toBeLessThan(2048)
    }
  })

  it('references existing banks and valid categories', () => {
    const names = new Set(banks.map((b) => b.name))
    const categories = new Set<string>(MORTGAGE_CATEGORIES.map((c) => c.value))
    expect(mortgagePrograms.length).toBeGreaterThanOrEqual(24)
    expect(mortgagePrograms.length).toBeLessThanOrEqual(28)
    for (const p of mortgagePrograms) {
      expect(names.has(p.bank), `${p.name} → ${p.bank}`).toBe(true)
      expect(categories.has(p.category)).toBe(true)
    }
    expect(new Set(mortgagePrograms.map((p) => p.category))).toEqual(categories)
  })

  it('keeps rates and limits in the ranges of each category', () => {
    for (const p of mortgagePrograms) {
      expect(p.initial_payment).toBeGreaterThanOrEqual(0)
      expect(p.initial_payment).toBeLessThanOrEqual(100)
      expect(p.description).toMatch(/^<p>/)
      switch (p.category) {
        case 'market':
          expect(p.rate).toBeGreaterThanOrEqual(15.9)
          expect(p.rate).toBeLessThanOrEqual(20.5)
          break
        case 'family':
        case 'it':
          expect(p.rate).toBe(6)
          break
        case 'subsidized':
          expect(p.rate).toBeGreaterThanOrEqual(0.1)
          expect(p.rate).toBeLessThanOrEqual(5)
          expect(p.is_subsidized).toBe(true)
          break
        case 'installment':
          expect(p.rate).toBe(0)
          expect(p.term_max).toBeLessThanOrEqual(5)
          expect(p.initial_payment).toBeGreaterThanOrEqual(30)
          break
      }
      if (p.category !== 'subsidized') expect(p.is_subsidized).toBe(false)
    }
    expect(mortgagePrograms.filter((p) => p.is_favorite).length).toBeGreaterThanOrEqual(2)
  })
})

describe('construction progress', () => {
  it('has exactly one card per month from 2024-01 to 2026-11', () => {
    const expected: string[] = []
    for (let y = 2024; y <= 2026; y++) for (let m = 1; m <= 12; m++) if (y < 2026 || m <= 11) expected.push(`${y}-${m}`)
    expect(progressCards.map((c) => `${c.year}-${c.month}`).sort()).toEqual(expected.sort())
    expect(progressCards).toHaveLength(35)
  })

  it('dates each card on the 25th of its month with 2–3 photos', () => {
    for (const card of progressCards) {
      const date = new Date(card.date)
      expect(date.getUTCFullYear()).toBe(card.year)
      expect(date.getUTCMonth() + 1).toBe(card.month)
      expect(date.getUTCDate()).toBe(25)
      expect(card.title).toMatch(new RegExp(`^[А-Я][а-я]+ ${card.year}$`))
      expect(card.photos?.length).toBeGreaterThanOrEqual(2)
      expect(card.photos?.length).toBeLessThanOrEqual(3)
      for (const photo of card.photos ?? []) expect(photo.image).toMatchObject({ art: expect.stringMatching(/^construction-\d\d$/) })
    }
  })
})

describe('cameras, promos, SEO and redirects', () => {
  it('has two cameras with HLS streams', () => {
    expect(cameras).toHaveLength(2)
    for (const c of cameras) expect(c.stream_url).toMatch(/^\/streams\/camera-\d\/index\.m3u8$/)
  })

  it('has the promo placements of the brief', () => {
    const placements = new Set<string>(PROMO_PLACEMENTS.map((p) => p.value))
    const count = (placement: string) => promos.filter((p) => p.placement === placement)
    for (const p of promos) {
      expect(placements.has(p.placement)).toBe(true)
      expect(p.is_active).toBe(true)
      expect(p.url?.startsWith('/')).toBe(true)
    }
    expect(count('banner')).toHaveLength(1)
    expect(count('promo').map((p) => p.position)).toEqual([3, 8, 14])
    // One rate promo per kind of building: targeted, so a flat never shows a programme that does not apply to it.
    expect(count('promo_feature').map((p) => p.applies_to)).toEqual([
      expect.objectContaining({ buildings: [3, 4, 5] }),
      expect.objectContaining({ completion: 'completed' }),
    ])
    expect(count('discount')).toHaveLength(3)
    for (const d of count('discount')) expect(d.discount_percent).toBeGreaterThan(0)
    expect(count('progress')).toHaveLength(1)
  })

  it('has a SEO record per page with Open Graph tags', () => {
    const slugs = seoRecords.map((r) => r.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    expect(slugs).toEqual(
      expect.arrayContaining([
        '/',
        '/flats',
        '/parking',
        '/storage',
        '/location',
        '/yards',
        '/sunrise',
        '/mortgage',
        '/construction-progress',
        '/favorites',
      ]),
    )
    for (const r of seoRecords) {
      expect(r.slug.startsWith('/')).toBe(true)
      expect(r.title).toMatch(CYRILLIC)
      expect(r.description?.length).toBeGreaterThan(40)
      const names = r.meta_tags?.map((t) => t.name)
      expect(names).toEqual(['og:title', 'og:description', 'og:image'])
      expect(isArtRef(r.meta_tags?.[2]?.image)).toBe(true)
    }
  })

  it('redirects from paths to paths or absolute URLs', () => {
    expect(redirects).toHaveLength(5)
    expect(new Set(redirects.map((r) => r.from)).size).toBe(redirects.length)
    for (const r of redirects) {
      expect(r.from).toMatch(/^\/[^/]/)
      expect(r.to).toMatch(/^(\/|https?:\/\/)/)
      expect(['301', '302']).toContain(r.status_code)
    }
    expect(redirects.some((r) => /^https?:\/\//.test(r.to ?? ''))).toBe(true)
  })
})

// Type-level check (tsc): upload fields take ArtRefs, never media ids.
// @ts-expect-error a media id is not seed data
export const notSeedData: SeedCamera = { title: 'x', stream_url: '/x.m3u8', poster: 5 }
