import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { clonePostgresTemplate, copySqliteTemplate, seedTemplate } from '../../scripts/seed-template.mjs'

/** A fresh empty database for one test run: a temporary SQLite file, or a PostgreSQL database when TEST_DATABASE_URL is set and TEST_DB=postgres. */
export async function createTestDatabase(): Promise<{ url: string; dialect: 'sqlite' | 'postgres'; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB === 'postgres') {
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)')
    const name = `nz_test_${process.pid}_${Date.now()}`
    await adminQuery(base, `CREATE DATABASE "${name}"`)
    return {
      url: withDatabase(base, name),
      dialect: 'postgres',
      drop: () => adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-test-'))
  return { url: `file:${path.join(dir, 'site.db')}`, dialect: 'sqlite', drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
}

export interface SeededTestDatabase {
  url: string
  dialect: 'sqlite' | 'postgres'
  media: string
  /** What seeding the template reported, and whether this run built it (false: reused from an earlier run). */
  seed: { report: Record<string, unknown>; built: boolean; ms: number }
  drop: () => Promise<void>
}

/**
 * The run's database, already migrated and seeded: a copy of the seeded template (scripts/seed-template.mjs) — a
 * fresh temporary SQLite file, or, with TEST_DB=postgres, a fresh PostgreSQL database cloned from the template
 * database — with its own copy of the media folder.
 */
export async function createSeededTestDatabase(): Promise<SeededTestDatabase> {
  const base = process.env.TEST_DATABASE_URL
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-test-'))
  const media = path.join(dir, 'media')
  const removeDir = () => fs.rmSync(dir, { recursive: true, force: true })
  if (process.env.TEST_DB === 'postgres') {
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)')
    const template = await seedTemplate('postgres', { base })
    const name = `nz_test_${process.pid}_${Date.now()}`
    const url: string = await clonePostgresTemplate(template, base, name, media)
    return {
      url,
      dialect: 'postgres',
      media,
      seed: { report: template.report, built: template.built, ms: template.ms },
      drop: async () => {
        await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        removeDir()
      },
    }
  }
  const template = await seedTemplate('sqlite')
  const file = path.join(dir, 'site.db')
  copySqliteTemplate(template, file, media)
  return {
    url: `file:${file}`,
    dialect: 'sqlite',
    media,
    seed: { report: template.report, built: template.built, ms: template.ms },
    drop: async () => removeDir(),
  }
}

const withDatabase = (base: string, name: string) => Object.assign(new URL(base), { pathname: `/${name}` }).toString()

async function adminQuery(base: string, sql: string) {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}
