// Migrations for both dialects, and the CI guard that generated files are up to date.
//   node scripts/migrations.mjs up [--check]    `npm run migrate`: applies pending migrations to DATABASE_URL in our
//                                               own process (src/cms/migrate), then checks the migrations table holds
//                                               every migration file; --check only checks. Never the Payload CLI.
//   node scripts/migrations.mjs create <name>   writes a migration for SQLite and for PostgreSQL (Payload CLI)
//   node scripts/migrations.mjs check           fails when the config changed without a migration,
//                                               or payload-types.ts / the import map are stale (Payload CLI)
import { execFileSync, spawnSync } from 'node:child_process'

import { migrate } from './task.mjs'

const [command, name = 'change'] = process.argv.slice(2)

// migrate:create never connects (Payload passes disableDBConnect), so these URLs only pick the dialect.
const DIALECTS = {
  sqlite: 'file:./data/.migrations-scratch.db',
  postgres: 'postgres://127.0.0.1:5432/unused',
}

/**
 * The line each CLI command prints once it did its work. Payload's CLI sometimes exits with code 0 without running
 * anything: a run without its line did nothing, whatever its exit code says.
 */
const DONE = {
  'migrate:create': /Migration DOWN statements generation complete|Migration created at/,
  'generate:types': /Compiling TS types/,
  'generate:importmap': /No new imports found|Writing import map/,
}
const ATTEMPTS = 3

/** Runs a Payload CLI command; fails unless it exits 0 having printed its line (a silent run is retried, then fails). */
function payload(args, env = {}) {
  const done = DONE[args[0]]
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = spawnSync('npx', ['--no-install', 'payload', ...args], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, ...env, NODE_ENV: 'development' },
    })
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    if (result.status !== 0) process.exit(result.status ?? 1)
    if (!done || done.test(`${result.stdout}${result.stderr}`)) return
    console.error(
      `\`payload ${args.join(' ')}\` exited with code 0 without doing its work (no "${done.source}" line; attempt ${attempt} of ${ATTEMPTS}).`,
    )
  }
  console.error(`\`payload ${args.join(' ')}\` never ran: failing instead of passing a check that was not made.`)
  process.exit(1)
}

function createMigrations(migrationName) {
  for (const [dialect, url] of Object.entries(DIALECTS)) {
    console.log(`\n== ${dialect}: migrate:create ${migrationName}`)
    payload(['migrate:create', migrationName, '--skip-empty'], { DATABASE_URL: url })
  }
}

const GENERATED = ['src/cms/migrations', 'src/cms/payload-types.ts', 'src/app/(payload)/admin/importMap.js']

if (command === 'up') {
  try {
    const report = await migrate({ args: process.argv.slice(3) })
    if (report.applied)
      console.log(`\nmigrate: ${report.applied.length} applied, all ${report.total} ${report.dialect} migrations in place`)
    else console.log('\nmigrate: every migration is applied')
  } catch (error) {
    console.error(`\nmigrate: ${error.message}`)
    process.exit(error.code || 1)
  }
} else if (command === 'create') {
  createMigrations(name)
} else if (command === 'check') {
  createMigrations('ci_check')
  payload(['generate:types'])
  payload(['generate:importmap'])
  const dirty = execFileSync('git', ['status', '--porcelain', '--', ...GENERATED], { encoding: 'utf8' }).trim()
  if (dirty) {
    console.error(`\nGenerated files are out of date with the Payload config:\n${dirty}`)
    console.error('Run `npm run migrate:create <name>` and `npm run generate`, then commit the result.')
    process.exit(1)
  }
  console.log('\nMigrations, types and import map match the config.')
} else {
  console.error('usage: node scripts/migrations.mjs up [--check] | create <name> | check')
  process.exit(2)
}
