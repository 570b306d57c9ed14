import type { TestProject } from 'vitest/node'

import { createSeededTestDatabase } from './database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dialect: 'sqlite' | 'postgres'
    seedReport: string
  }
}

type Prepared = { db: Awaited<ReturnType<typeof createSeededTestDatabase>>; report: string; close: () => Promise<void> }

// The integration layer is two Vitest projects (vitest.config.ts): most files share one worker, the few that must
// build their own Payload run isolated after them. Vitest runs this setup once per project, in its own process;
// both projects get the same database, prepared once and dropped when the last of them is torn down.
const KEY = Symbol.for('novaya-zarya.integration-database')
const shared = globalThis as unknown as Record<symbol, { prepared: Promise<Prepared>; users: number } | undefined>

/**
 * Gives the run a fresh copy of the seeded template (migrated from empty and seeded once per dialect and source
 * state, scripts/seed-template.mjs), then checks the copy in this process: nothing left to migrate, the demo's
 * counts and media there.
 */
async function prepare(): Promise<Prepared> {
  const db = await createSeededTestDatabase()
  process.env.DATABASE_URL = db.url
  process.env.MEDIA_DIR = db.media
  const { checkDatabase, closePayload } = await import('./prepare')
  const report = JSON.stringify(await checkDatabase(db.seed))
  console.log(`[integration] ${db.dialect} database ready: ${report}`)
  // Closed through the module that opened it: the other project's runner has its own copy of './prepare'.
  return { db, report, close: closePayload }
}

export default async function setup(project: TestProject) {
  const entry = (shared[KEY] ??= { prepared: prepare(), users: 0 })
  entry.users += 1
  const { db, report } = await entry.prepared
  project.provide('databaseUrl', db.url)
  project.provide('dialect', db.dialect)
  project.provide('seedReport', report)
  return async () => {
    entry.users -= 1
    if (entry.users > 0) return
    shared[KEY] = undefined
    const { close } = await entry.prepared
    await close()
    await db.drop()
  }
}
