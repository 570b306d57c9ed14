import { cms } from '@/cms/client'
import { seedDemo } from '@/cms/seed'

/** Migrates from empty and seeds; returns what the seed reported. */
export async function prepareDatabase() {
  const payload = await cms()
  const started = Date.now()
  // Hand Payload the migrations through Vite's transform: Node's own loader would keep the migration
  // files' type-only imports (MigrateUpArgs) as value imports and fail.
  const { migrations } =
    payload.db.name === 'postgres' ? await import('@/cms/migrations/postgres') : await import('@/cms/migrations/sqlite')
  await payload.db.migrate({
    migrations: migrations as unknown as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never,
  })
  const migratedMs = Date.now() - started
  const report = await seedDemo(payload, { scale: 1 })
  return { migratedMs, seedMs: Date.now() - started - migratedMs, ...report }
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
