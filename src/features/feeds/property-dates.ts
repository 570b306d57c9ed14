/**
 * When each property was created and last changed: the feed's creation-date / last-update-date and the
 * sitemap's lastmod. The catalogue snapshot does not keep timestamps, so they are read in one narrow
 * query (three columns) and kept until the catalogue version changes.
 */
import { cms, sqlDatabase } from '@/features/cms-runtime'
import { catalogVersion } from '@/features/properties'

import { timestampMs } from '@/lib/timestamp'
import type { PropertyDates } from './yandex-feed'

let cached: { version: string; dates: Promise<PropertyDates> } | null = null

async function readDates(): Promise<PropertyDates> {
  const payload = await cms()
  const db = sqlDatabase(payload)
  const table = db.table('properties')
  const rows = await db.select({ id: table.id, createdAt: table.createdAt, updatedAt: table.updatedAt }).from(table)
  return new Map(rows.map((row) => [Number(row.id), { createdAt: timestampMs(row.createdAt), updatedAt: timestampMs(row.updatedAt) }]))
}

/** Creation and update times of every property, re-read only when the catalogue version moved. */
export async function propertyDates(): Promise<PropertyDates> {
  const version = await catalogVersion()
  if (cached?.version !== version) {
    const dates = readDates()
    cached = { version, dates }
    dates.catch(() => {
      if (cached?.dates === dates) cached = null
    })
  }
  return cached.dates
}
