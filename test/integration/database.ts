import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

/** A database for one test run: a fresh temporary SQLite file, or a fresh PostgreSQL database when TEST_DATABASE_URL is set and TEST_DB=postgres. */
export async function createTestDatabase(): Promise<{ url: string; dialect: 'sqlite' | 'postgres'; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL
  if (process.env.TEST_DB === 'postgres') {
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)')
    const name = `nz_test_${process.pid}_${Date.now()}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE "${name}"`)
    await admin.end()
    const url = new URL(base)
    url.pathname = `/${name}`
    return {
      url: url.toString(),
      dialect: 'postgres',
      drop: async () => {
        const client = new pg.Client({ connectionString: base })
        await client.connect()
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
        await client.end()
      },
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-test-'))
  return { url: `file:${path.join(dir, 'site.db')}`, dialect: 'sqlite', drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
}
