// Integration tests against a real database: always a temporary SQLite file, and PostgreSQL too
// when TEST_DATABASE_URL is set (a fresh database is cloned from the seeded template and dropped by the run).
// Ends with each dialect's duration.
import { spawnSync } from 'node:child_process'

const dialects = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]
const durations = []
for (const dialect of dialects) {
  console.log(`\n== integration tests on ${dialect}`)
  const started = Date.now()
  const result = spawnSync('npx', ['--no-install', 'vitest', 'run', '--project', 'integration', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: dialect },
  })
  durations.push(`${dialect} ${Math.round((Date.now() - started) / 1000)} s`)
  if (result.status !== 0) process.exit(result.status ?? 1)
}
if (dialects.length === 1) console.log('\n(TEST_DATABASE_URL is not set: PostgreSQL integration run skipped)')
console.log(`\nintegration durations: ${durations.join(', ')}`)
