import { cms } from '@/cms/client'
import { seedDemo } from '@/cms/seed'

/** Migrates from empty and seeds; returns what the seed reported. */
export async function prepareDatabase() {
  const payload = await cms()
  const started = Date.now()
  // Hand Payload the migrations through Vite's transform: Node's own loader would keep the migration
  // files' type-only imports (MigrateUpArgs) as value imports and fail.
  const { migrations } = payload.db.name === 'postgres' ? await import('@/cms/migrations/postgres') : await import('@/cms/migrations/sqlite')
  await payload.db.migrate({ migrations: migrations as unknown as Parameters<typeof payload.db.migrate>[0] extends { migrations?: infer M } ? M : never })
  const migratedMs = Date.now() - started
  const report = await seedDemo(payload, { scale: 1 })
  return { migratedMs, seedMs: Date.now() - started - migratedMs, ...report }
}

/** Closes the database connections so the temporary database can be dropped (Payload's destroy leaves the pool open). */
export async function closePayload() {
  const payload = await cms()
  const pool = (payload.db as { pool?: { end(): Promise<void> } }).pool
  await payload.db.destroy?.()
  await pool?.end()
}
