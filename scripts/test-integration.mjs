// Integration tests against a real database: always a temporary SQLite file, and PostgreSQL too
// when TEST_DATABASE_URL is set (a fresh database is cloned from the seeded template and dropped by the run).
// With INTEGRATION_PARALLEL=1 the two dialects run at once, each keeping its output until it ends; by default one
// after the other with live output. Each run has a Redis namespace of its own. Ends with each dialect's duration.
// `npm run test:integration` runs this file; `npm test` (scripts/test.mjs) runs it beside the e2e writers, buffered.
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'

function runDialect(dialect, { buffered, args }) {
  const started = Date.now()
  // Both projects of the layer (vitest.config.ts): the files sharing one worker, then the few that need their own.
  const projects = ['--project', 'integration', '--project', 'integration-isolated']
  const child = spawn('npx', ['--no-install', 'vitest', 'run', ...projects, ...args], {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // A namespace of its own in a shared Redis: one run's rate-limit counts and change messages never reach the other.
    env: { ...process.env, TEST_DB: dialect, REDIS_PREFIX: `nz-test-${dialect}-${process.pid}:` },
  })
  const output = []
  child.stdout?.on('data', (chunk) => output.push(chunk))
  child.stderr?.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ dialect, status: status ?? 1, seconds: Math.round((Date.now() - started) / 1000), output }))
  })
}

/**
 * Runs the integration layer on SQLite, and on PostgreSQL when TEST_DATABASE_URL is set.
 * `buffered`: each dialect's report is printed whole when its run ends (for a caller running other tests beside it).
 * @returns {Promise<number>} the exit status: 0 when every dialect passed
 */
export async function runIntegration({ buffered = false, args = [] } = {}) {
  const dialects = ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]
  // Side by side is opt-in: measured in a clean CI run, the two together took 1,068 s against 557 s one after the other.
  const parallel = dialects.length > 1 && process.env.INTEGRATION_PARALLEL === '1'
  const print = (result) => {
    console.log(`\n== integration tests on ${result.dialect} (${result.seconds} s)`)
    process.stdout.write(Buffer.concat(result.output))
  }
  const results = []
  if (parallel) {
    console.log(`\n== integration tests on ${dialects.join(' and ')}, side by side (each report follows when its run ends)`)
    const pending = dialects.map((dialect) => runDialect(dialect, { buffered: true, args }))
    for (const promise of pending) {
      const result = await promise
      print(result)
      results.push(result)
    }
  } else {
    for (const dialect of dialects) {
      if (!buffered) console.log(`\n== integration tests on ${dialect}`)
      const result = await runDialect(dialect, { buffered, args })
      if (buffered) print(result)
      results.push(result)
      if (result.status !== 0) break
    }
  }
  if (dialects.length === 1) console.log('\n(TEST_DATABASE_URL is not set: PostgreSQL integration run skipped)')
  console.log(`\nintegration durations: ${results.map((r) => `${r.dialect} ${r.seconds} s`).join(', ')}`)
  const failed = results.filter((r) => r.status !== 0)
  if (failed.length === 0) return 0
  console.log(`integration failed on ${failed.map((r) => r.dialect).join(' and ')}`)
  return failed[0].status
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(await runIntegration({ args: process.argv.slice(2) }))
