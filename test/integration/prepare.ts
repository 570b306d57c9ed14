import { cms } from '@/cms/client'
import { seedDemo } from '@/cms/seed'

/** Migrates from empty and seeds; returns what the seed reported. */
export async function prepareDatabase() {
  const payload = await cms()
  const started = Date.now()
  await payload.db.migrate()
  const migratedMs = Date.now() - started
  const report = await seedDemo(payload, { scale: 1 })
  return { migratedMs, seedMs: Date.now() - started - migratedMs, ...report }
}

/** Closes the database connection so the temporary database can be dropped. */
export async function closePayload() {
  const payload = await cms()
  await payload.db.destroy?.()
}
