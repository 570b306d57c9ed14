import { sql } from '@payloadcms/db-sqlite'
import type { GlobalSlug, Payload } from 'payload'

import { windowViewFor, type WindowViewRow } from '../window-views'
import type { seedDemo } from '.'
import { isBlank } from './seed-content'

/** The page globals the demo fills (the home page and the five content pages). */
export const PAGE_GLOBALS = ['main-page', 'sunrise-page', 'yards-page', 'location-page', 'mortgage-page', 'progress-page'] as const

export type SeedReport = Awaited<ReturnType<typeof seedDemo>>

/** What a seeded database holds, as the seed's check counts it. */
export interface SeedCounts {
  properties: number
  banks: number
  /** Page globals with content. */
  pages: number
}

export async function seedCounts(payload: Payload): Promise<SeedCounts & { emptyPages: string[] }> {
  const properties = (await payload.count({ collection: 'properties' })).totalDocs
  const banks = (await payload.count({ collection: 'banks' })).totalDocs
  const emptyPages: string[] = []
  for (const slug of PAGE_GLOBALS) {
    const doc = (await payload.findGlobal({ slug: slug as GlobalSlug, depth: 0 })) as unknown as Record<string, unknown>
    if (isBlank(doc)) emptyPages.push(slug)
  }
  return { properties, banks, pages: PAGE_GLOBALS.length - emptyPages.length, emptyPages }
}

/** How many interiors a layout's gallery holds. */
export const GALLERY_SIZE = { min: 3, max: 5 } as const

export interface MediaFacts {
  layouts: { code: string; gallery: number }[]
  sections: { id: number; title: string; window_views: WindowViewRow[] }[]
  /** Every distinct (section, floor, orientation) a flat has. */
  flats: { section: number; floor: number; orientation: string | null }[]
}

/**
 * What the demo's media lack: a layout whose gallery is not 3–5 interiors, a floor and side a flat has
 * with no window view (by the card's own rule, src/cms/window-views.ts). Pure; each problem names its place.
 */
export function mediaProblems({ layouts, sections, flats }: MediaFacts): string[] {
  const problems = layouts
    .filter((l) => l.gallery < GALLERY_SIZE.min || l.gallery > GALLERY_SIZE.max)
    .map((l) => `layout ${l.code} has ${l.gallery} gallery images, expected ${GALLERY_SIZE.min}–${GALLERY_SIZE.max}`)
  const byId = new Map(sections.map((s) => [s.id, s]))
  for (const f of flats) {
    const section = byId.get(f.section)
    if (!windowViewFor(section?.window_views ?? [], f.floor, f.orientation)) {
      problems.push(`no window view for ${section?.title ?? `section ${f.section}`}, floor ${f.floor}, side ${f.orientation ?? 'none'}`)
    }
  }
  return problems
}

/** Reads MediaFacts: the layouts and sections through Payload, the flats' distinct floors and sides in one query. */
export async function readMediaFacts(payload: Payload): Promise<MediaFacts> {
  const [layouts, sections] = await Promise.all([
    payload.find({ collection: 'layouts', pagination: false, depth: 0 }),
    payload.find({ collection: 'sections', pagination: false, depth: 0 }),
  ])
  // Thousands of flats share a few hundred floors and sides; the drizzle handle belongs to both SQL adapters.
  const db = payload.db as unknown as { drizzle: any; tables: Record<string, any> }
  const t = db.tables.properties
  const rows: { section: unknown; floor: unknown; orientation: unknown }[] = await db.drizzle
    .selectDistinct({ section: t.section, floor: t.floor, orientation: t.orientation })
    .from(t)
    .where(sql`${t.type} = 'flat'`)
  return {
    layouts: layouts.docs.map((l) => ({ code: l.code, gallery: l.gallery?.length ?? 0 })),
    sections: sections.docs.map((s) => ({
      id: s.id,
      title: s.title,
      window_views: (s.window_views ?? []).map((v) => ({
        floor_from: Number(v.floor_from),
        floor_to: Number(v.floor_to),
        orientation: v.orientation,
      })),
    })),
    flats: rows.map((r) => ({
      section: Number(r.section),
      floor: Number(r.floor),
      orientation: typeof r.orientation === 'string' && r.orientation ? r.orientation : null,
    })),
  }
}

/**
 * The seed's own check, so a seed that wrote nothing never passes for one that worked: reads the counts back from the
 * database and throws, naming each shortfall, unless the properties and banks the seed wrote (or found) are there and
 * every page has content, and every layout it wrote has 3–5 interiors and every floor and side of its flats a window
 * view. An empty catalogue is always a failure.
 */
export async function verifySeed(payload: Payload, report: SeedReport): Promise<SeedCounts> {
  const { emptyPages, ...counts } = await seedCounts(payload)
  const expected = { properties: Math.max(1, report.catalog.properties), banks: Math.max(1, report.content.banks ?? 0) }
  const problems: string[] = []
  if (counts.properties < expected.properties) problems.push(`${counts.properties} properties, expected ${expected.properties}`)
  if (counts.banks < expected.banks) problems.push(`${counts.banks} banks, expected ${expected.banks}`)
  if (emptyPages.length > 0) problems.push(`pages without content: ${emptyPages.join(', ')}`)
  // The media are the seed's to judge only in a catalogue it wrote now: in an older or edited one, a marketer may
  // have removed a picture on purpose.
  if (!report.catalog.skipped) problems.push(...mediaProblems(await readMediaFacts(payload)))
  if (problems.length > 0) throw new Error(`the seed did not leave the demo in the database: ${problems.join('; ')}`)
  return counts
}
