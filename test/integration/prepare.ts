import { cms } from '@/cms/client'
import { migrateDatabase } from '@/cms/migrate'
import { type SeedReport, verifySeed } from '@/cms/seed/verify'

/**
 * Checks the run's copy of the seeded template through the same code as `npm run migrate` and `npm run seed`
 * (src/cms/migrate, src/cms/seed/verify): the run stops unless every migration is in the migrations table with
 * none left to apply, and the demo's counts and media are in the database. Returns what the template's seed
 * reported, with how long this run spent getting its database.
 */
export async function checkDatabase(seed: { report: Record<string, unknown>; built: boolean; ms: number }) {
  const payload = await cms()
  const started = Date.now()
  // Vite transforms the migration files here (src/cms/migrate imports each dialect's index).
  const migration = await migrateDatabase(payload)
  if (migration.applied.length !== 0)
    throw new Error(`the seeded template lacked ${migration.applied.length} migration(s): ${migration.applied.join(', ')}`)
  const counts = await verifySeed(payload, seed.report as unknown as SeedReport)
  return {
    template: seed.built ? 'built now' : 'reused',
    templateMs: seed.ms,
    checkedMs: Date.now() - started,
    migrations: migration.total,
    ...seed.report,
    counts,
  }
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
