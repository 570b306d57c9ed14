import type { TestProject } from 'vitest/node'

import { createSeededTestDatabase } from './database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dialect: 'sqlite' | 'postgres'
    seedReport: string
  }
}

/**
 * Gives the run a fresh copy of the seeded template (migrated from empty and seeded once per dialect and source
 * state, scripts/seed-template.mjs), then checks the copy in this process: nothing left to migrate, the demo's
 * counts and media there.
 */
export default async function setup(project: TestProject) {
  const db = await createSeededTestDatabase()
  process.env.DATABASE_URL = db.url
  process.env.MEDIA_DIR = db.media
  const { checkDatabase } = await import('./prepare')
  const report = await checkDatabase(db.seed)
  project.provide('databaseUrl', db.url)
  project.provide('dialect', db.dialect)
  project.provide('seedReport', JSON.stringify(report))
  console.log(`[integration] ${db.dialect} database ready: ${JSON.stringify(report)}`)
  return async () => {
    const { closePayload } = await import('./prepare')
    await closePayload()
    await db.drop()
  }
}
