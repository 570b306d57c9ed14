import type { GlobalSlug, Payload } from 'payload'

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

/**
 * The seed's own check (issue 16): reads the counts back from the database and throws, naming each shortfall,
 * unless the properties and banks the seed wrote (or found) are there and every page has content. An empty
 * catalogue is always a failure.
 */
export async function verifySeed(payload: Payload, report: SeedReport): Promise<SeedCounts> {
  const { emptyPages, ...counts } = await seedCounts(payload)
  const expected = { properties: Math.max(1, report.catalog.properties), banks: Math.max(1, report.content.banks ?? 0) }
  const problems: string[] = []
  if (counts.properties < expected.properties) problems.push(`${counts.properties} properties, expected ${expected.properties}`)
  if (counts.banks < expected.banks) problems.push(`${counts.banks} banks, expected ${expected.banks}`)
  if (emptyPages.length > 0) problems.push(`pages without content: ${emptyPages.join(', ')}`)
  if (problems.length > 0) throw new Error(`the seed did not leave the demo in the database: ${problems.join('; ')}`)
  return counts
}
