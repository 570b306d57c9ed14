/**
 * What a backup says about itself (manifest.json beside the dump) and the rules a restore follows before it
 * touches anything. Pure: no database, no files.
 */
import { z } from 'zod'

export const MANIFEST_FILE = 'manifest.json'
export const MANIFEST_FORMAT = 1

const fileEntry = z.object({ bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  /** The backup's name: its folder (or key prefix) in the destination, sortable by time. */
  name: z.string().regex(/^[\w.-]+$/),
  createdAt: z.iso.datetime(),
  /** The code's commit when the backup was made (null outside a git checkout). */
  commit: z.string().nullable(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The database's migrations table at the snapshot, oldest first. */
  migrations: z.array(z.string()),
  /** Rows per table at the snapshot. */
  counts: z.record(z.string(), z.number().int().min(0)),
  /** A checksum of each table's rows at the snapshot (compared again after a restore). */
  tables: z.record(z.string(), z.string()),
  /** Every file of the backup but the manifest, by path inside the backup (database dump, media copies). */
  files: z.record(z.string(), fileEntry),
  media: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('disk'), files: z.number().int().min(0), bytes: z.number().int().min(0) }),
    /** Media in a bucket stay there: the backup lists their keys (media-keys.json). */
    z.object({ kind: z.literal('s3'), bucket: z.string(), prefix: z.string(), keys: z.number().int().min(0) }),
  ]),
  durationMs: z.number().min(0),
})

export type Manifest = z.infer<typeof manifestSchema>
export type Dialect = Manifest['dialect']

/** A restore that must not go ahead; `code` says which rule stopped it. */
export class RestoreRefusedError extends Error {
  constructor(
    readonly code: 'not-empty' | 'newer-migrations' | 'dialect' | 'corrupt',
    message: string,
  ) {
    super(message)
    this.name = 'RestoreRefusedError'
  }
}

/** Parses a manifest, naming what is wrong with it. */
export function parseManifest(json: string): Manifest {
  let data: unknown
  try {
    data = JSON.parse(json)
  } catch {
    throw new RestoreRefusedError('corrupt', `${MANIFEST_FILE} is not JSON`)
  }
  const result = manifestSchema.safeParse(data)
  if (!result.success)
    throw new RestoreRefusedError(
      'corrupt',
      `${MANIFEST_FILE} is not a backup manifest: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  return result.data
}

export interface RestoreTarget {
  dialect: Dialect
  /** Tables already in the target database (0: empty). */
  tables: number
  /** The migration files of the running code for the target's dialect. */
  codeMigrations: string[]
  force: boolean
}

/**
 * Throws unless the backup may be restored into the target: the same dialect; no migration the code does not
 * know (its schema would be newer than the code that serves it); an empty target unless forced.
 */
export function assertRestorable(manifest: Manifest, target: RestoreTarget): void {
  if (manifest.dialect !== target.dialect)
    throw new RestoreRefusedError(
      'dialect',
      `the backup is of a ${manifest.dialect} database and DATABASE_URL is ${target.dialect}: restore it into a ${manifest.dialect} database`,
    )
  const known = new Set(target.codeMigrations)
  const newer = manifest.migrations.filter((name) => !known.has(name))
  if (newer.length > 0)
    throw new RestoreRefusedError(
      'newer-migrations',
      `the backup's database has ${newer.length} migration(s) this code does not have (${newer.join(', ')}): restore it with the code of commit ${manifest.commit ?? 'it was made with'} or newer`,
    )
  if (target.tables > 0 && !target.force)
    throw new RestoreRefusedError(
      'not-empty',
      `the target database is not empty (${target.tables} tables): a restore would replace its data. Add --force to replace it`,
    )
}

/** The tables whose rows or checksums differ between the manifest and a restored database. */
export function compareTables(
  manifest: Pick<Manifest, 'counts' | 'tables'>,
  restored: Pick<Manifest, 'counts' | 'tables'>,
): { table: string; expected: string; found: string }[] {
  const differences: { table: string; expected: string; found: string }[] = []
  const names = new Set([...Object.keys(manifest.counts), ...Object.keys(restored.counts)])
  for (const table of [...names].sort()) {
    const expected = `${manifest.counts[table] ?? 'absent'} rows, ${manifest.tables[table] ?? '-'}`
    const found = `${restored.counts[table] ?? 'absent'} rows, ${restored.tables[table] ?? '-'}`
    if (expected !== found) differences.push({ table, expected, found })
  }
  return differences
}

/** A backup name for an instant: `2026-11-28T03-00-00-000Z` (sorts by time, safe as a folder and a key). */
export function backupName(at: Date): string {
  return at.toISOString().replace(/:/g, '-').replace('.', '-')
}

/** The names to delete so that only the newest `keep` remain. */
export function namesToPrune(names: string[], keep: number): string[] {
  return [...names].sort().reverse().slice(keep)
}
