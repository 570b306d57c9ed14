// Integration tests against a real database: always a temporary SQLite file, and PostgreSQL too
// when TEST_DATABASE_URL is set (a fresh database is created and dropped by the run).
import { spawnSync } from 'node:child_process'

const dialects = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]
for (const dialect of dialects) {
  console.log(`\n== integration tests on ${dialect}`)
  const result = spawnSync('npx', ['--no-install', 'vitest', 'run', '--project', 'integration', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: dialect },
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
if (dialects.length === 1) console.log('\n(TEST_DATABASE_URL is not set: PostgreSQL integration run skipped)')
