import { cms } from '@/cms/client'
import { migrateDatabase } from '@/cms/migrate'
import { seedDemo } from '@/cms/seed'
import { verifySeed } from '@/cms/seed/verify'

/**
 * Migrates from empty and seeds, through the same code as `npm run migrate` and `npm run seed` (src/cms/migrate,
 * src/cms/seed/verify): the run stops unless every migration is in the migrations table and the demo's counts
 * are in the database. Returns what the seed reported.
 */
export async function prepareDatabase() {
  const payload = await cms()
  const started = Date.now()
  // Vite transforms the migration files here (src/cms/migrate imports each dialect's index).
  const migration = await migrateDatabase(payload)
  if (migration.applied.length !== migration.total)
    throw new Error(`a fresh database had ${migration.total - migration.applied.length} migration(s) applied already`)
  const migratedMs = Date.now() - started
  const report = await seedDemo(payload, { scale: 1 })
  const counts = await verifySeed(payload, report)
  return { migratedMs, seedMs: Date.now() - started - migratedMs, migrations: migration.total, counts, ...report }
}

type Pool = { on(event: 'error', listener: (error: Error & { code?: string }) => void): void }

/**
 * Lets the temporary database be dropped. Payload's destroy leaves the pg pool open, and ending the pool waits
 * forever for a client Payload keeps; the drop (WITH FORCE) terminates those connections instead, so the pool
 * must expect that termination (57P01) rather than crash the run on it.
 */
export async function closePayload() {
  const payload = await cms()
  const pool = (payload.db as { pool?: Pool }).pool
  pool?.on('error', (error) => {
    if (error.code !== '57P01') console.error(error)
  })
  await payload.db.destroy?.()
}
