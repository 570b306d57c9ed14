// bench/seed: seed time and database size at SEED_SCALE 1 and 10 (SQLite; PostgreSQL too when BENCH_DATABASE_URL is set).
// Each run uses a fresh database and a fresh media folder. Prints a table; run on demand: npm run bench:seed
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

const scales = (process.env.BENCH_SCALES ?? '1,10').split(',').map(Number)
const rows = []

/** Times one of our commands (`npm run migrate` / `npm run seed`: they fail loudly, never exit 0 without running). */
function timed(script, env) {
  const started = process.hrtime.bigint()
  const result = spawnSync(process.execPath, script, { env: { ...process.env, ...env }, encoding: 'utf8' })
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr)
    process.exit(1)
  }
  return Number(process.hrtime.bigint() - started) / 1e9
}

async function postgresDatabase(base, name) {
  const client = new pg.Client({ connectionString: base })
  await client.connect()
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  await client.query(`CREATE DATABASE "${name}"`)
  await client.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return url.toString()
}

async function postgresSize(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  const {
    rows: [row],
  } = await client.query('SELECT pg_database_size(current_database()) AS size')
  await client.end()
  return Number(row.size)
}

for (const scale of scales) {
  const dialects = ['sqlite', ...(process.env.BENCH_DATABASE_URL ? ['postgres'] : [])]
  for (const dialect of dialects) {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-bench-seed-'))
    const file = path.join(work, 'site.db')
    const url = dialect === 'sqlite' ? `file:${file}` : await postgresDatabase(process.env.BENCH_DATABASE_URL, `nz_bench_seed_${scale}`)
    const env = { DATABASE_URL: url, MEDIA_DIR: path.join(work, 'media'), SEED_SCALE: String(scale), DEMO_MODE: '1' }
    const migrate = timed(['scripts/migrations.mjs', 'up'], env)
    const seed = timed(['scripts/seed.mjs'], env)
    const reseed = timed(['scripts/seed.mjs'], env)
    const size = dialect === 'sqlite' ? fs.statSync(file).size : await postgresSize(url)
    const mediaBytes = fs.readdirSync(env.MEDIA_DIR).reduce((sum, f) => sum + fs.statSync(path.join(env.MEDIA_DIR, f)).size, 0)
    rows.push({
      dialect,
      scale,
      'migrate s': migrate.toFixed(1),
      'seed s': seed.toFixed(1),
      're-seed s (idempotent)': reseed.toFixed(1),
      'database MB': (size / 1e6).toFixed(1),
      'media MB': (mediaBytes / 1e6).toFixed(1),
    })
    fs.rmSync(work, { recursive: true, force: true })
  }
}
console.table(rows)
console.log('Seed times include process start-up (~5 s of Payload/tsx boot). Run-to-run noise on this machine: ±10 %.')
