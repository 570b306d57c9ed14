// Migrations for both dialects, and the CI guard that generated files are up to date.
//   node scripts/migrations.mjs create <name>   writes a migration for SQLite and for PostgreSQL
//   node scripts/migrations.mjs check           fails when the config changed without a migration,
//                                               or payload-types.ts / the import map are stale
import { execFileSync, spawnSync } from 'node:child_process'

const [command, name = 'change'] = process.argv.slice(2)

// migrate:create never connects (Payload passes disableDBConnect), so these URLs only pick the dialect.
const DIALECTS = {
  sqlite: 'file:./data/.migrations-scratch.db',
  postgres: 'postgres://127.0.0.1:5432/unused',
}

function payload(args, env = {}) {
  const result = spawnSync('npx', ['--no-install', 'payload', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env, NODE_ENV: 'development' },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

function createMigrations(migrationName) {
  for (const [dialect, url] of Object.entries(DIALECTS)) {
    console.log(`\n== ${dialect}: migrate:create ${migrationName}`)
    payload(['migrate:create', migrationName, '--skip-empty'], { DATABASE_URL: url })
  }
}

const GENERATED = ['src/cms/migrations', 'src/cms/payload-types.ts', 'src/app/(payload)/admin/importMap.js']

if (command === 'create') {
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
  console.error('usage: node scripts/migrations.mjs create <name> | check')
  process.exit(2)
}
