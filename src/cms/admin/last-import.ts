import type { Payload } from 'payload'

import { IMPORT_SOURCE_KINDS, IMPORT_STATUSES, labelOf } from '../options'
import { moscowDateTime } from './moscow-time'

type Counts = {
  price_changes?: number | null
  status_changes?: number | null
  errors?: number | null
  unknown?: number | null
  guarded?: number | null
}
export type LastImport = {
  createdAt: string
  source_name: string
  source_kind: string
  status: string
  counts?: Counts | null
  message?: string | null
}

/** The dashboard's line about the newest catalogue import (a file, a CRM's push or a connector's run). */
export function lastImportLine(doc: LastImport | null): { text: string; ok: boolean } | null {
  if (!doc) return null
  const c = doc.counts ?? {}
  const figures = [`цен ${c.price_changes ?? 0}`, `статусов ${c.status_changes ?? 0}`]
  const problems = (c.errors ?? 0) + (c.unknown ?? 0)
  if (problems) figures.push(`ошибок ${problems}`)
  if (doc.status === 'awaiting') figures.push(`ждут подтверждения ${c.guarded ?? 0}`)
  const status = labelOf(IMPORT_STATUSES, doc.status).toLowerCase()
  const source = `${labelOf(IMPORT_SOURCE_KINDS, doc.source_kind)} «${doc.source_name}»`
  return {
    text: `Последний импорт прайса: ${source}, ${moscowDateTime(doc.createdAt)} — ${status}: ${figures.join(', ')}`,
    ok: doc.status !== 'failed' && doc.status !== 'awaiting',
  }
}

/** Reads the newest import that was more than a preview. */
export async function readLastImport(payload: Payload): Promise<LastImport | null> {
  const found = await payload.find({
    collection: 'catalog-imports',
    where: { status: { not_equals: 'planned' } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    select: { createdAt: true, source_name: true, source_kind: true, status: true, counts: true, message: true },
  })
  return (found.docs[0] as LastImport | undefined) ?? null
}
