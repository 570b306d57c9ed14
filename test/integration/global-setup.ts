import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { createTestDatabase } from './database'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    dialect: 'sqlite' | 'postgres'
    seedReport: string
  }
}

/** Creates the run's database, applies every migration from empty and seeds the demo complex once. */
export default async function setup(project: TestProject) {
  const db = await createTestDatabase()
  const media = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-media-'))
  process.env.DATABASE_URL = db.url
  process.env.MEDIA_DIR = media
  const { prepareDatabase } = await import('./prepare')
  const report = await prepareDatabase()
  project.provide('databaseUrl', db.url)
  project.provide('dialect', db.dialect)
  project.provide('seedReport', JSON.stringify(report))
  console.log(`[integration] ${db.dialect} database ready: ${JSON.stringify(report)}`)
  return async () => {
    const { closePayload } = await import('./prepare')
    await closePayload()
    await db.drop()
    fs.rmSync(media, { recursive: true, force: true })
  }
}
