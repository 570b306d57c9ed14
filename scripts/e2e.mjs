// Runs the Playwright suite against a production build on a fresh, seeded SQLite database (a copy of the template).
// Builds first when there is no build. Stops the server whatever happens.
// Without Debian's Chromium it installs it when root, or stops at once saying what to install (scripts/chromium.mjs).
// The database is migrated and seeded through our own entry points (scripts/task.mjs), never the Payload CLI,
// and the run stops when either did not finish its work (the Payload CLI can exit 0 without running).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ensureChromium } from './chromium.mjs'
import { copySqliteTemplate, seedTemplate } from './seed-template.mjs'
import { migrate, seed } from './task.mjs'

const browser = ensureChromium()
if (!browser.ok) {
  console.error(browser.message)
  process.exit(1)
}

const port = process.env.E2E_PORT ?? '3100'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nz-e2e-'))
const env = {
  ...process.env,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? `file:${path.join(work, 'site.db')}`,
  MEDIA_DIR: path.join(work, 'media'),
  PORT: port,
  SITE_URL: `http://127.0.0.1:${port}`,
  E2E: '1',
  DEMO_MODE: '1',
  // The journeys post many forms from one address; the limits themselves are proven by integration tests.
  RATE_LIMIT_FORMS: '1000',
  RATE_LIMIT_FORMS_ADDRESS: '100000',
  RATE_LIMIT_WRITES: '100000',
  // One access line per API call would bury the test report; warnings and errors still print.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
}

// Redis outlives the run: counts of earlier runs (the admin-login limit is 10 per 15 minutes from loopback)
// would leak into this one. The server counts in its own memory here; the Redis paths have integration tests.
delete env.REDIS_URL

function run(cmd, args) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(`e2e: "${cmd} ${args.join(' ')}" failed`)
    process.exit(result.status ?? 1)
  }
}

try {
  // A fresh database: a copy of the seeded template (scripts/seed-template.mjs, built once per source state and
  // shared with the integration run), then migrate and seed as on any start — on the copy both find their work
  // done and only check it (every migration there, the demo's counts).
  if (!process.env.E2E_DATABASE_URL) copySqliteTemplate(await seedTemplate('sqlite'), path.join(work, 'site.db'), env.MEDIA_DIR)
  await migrate({ env })
  await seed({ env })
} catch (error) {
  console.error(`e2e: ${error.message}`)
  process.exit(1)
}
if (!fs.existsSync('.next/BUILD_ID')) run('npx', ['--no-install', 'next', 'build'])

const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', port, '-H', '127.0.0.1'], {
  env,
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
})
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    // already stopped
  }
}
process.on('exit', stop)
process.on('SIGINT', () => process.exit(130))

const deadline = Date.now() + 120_000
let ready = false
while (Date.now() < deadline && !ready) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/`)
    ready = res.status < 500
  } catch {
    await new Promise((r) => setTimeout(r, 500))
  }
}
if (!ready) {
  console.error('e2e: the server did not become ready in 120 s')
  process.exit(1)
}

// Specs that only read shared data run two at a time; then the specs that change it (bookings, CMS edits, imports,
// the admin) run one at a time, so no reader ever sees a writer's change half-way (playwright.config.ts).
let status = 0
for (const [project, workers] of [
  ['readers', process.env.E2E_READER_WORKERS ?? '2'],
  ['writers', '1'],
]) {
  console.log(`\n== e2e: ${project} (${workers} at a time)`)
  const args = ['--no-install', 'playwright', 'test', '--project', project, '--workers', workers, '--pass-with-no-tests']
  const tests = spawnSync('npx', [...args, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...env, E2E_BASE_URL: `http://127.0.0.1:${port}` },
  })
  status ||= tests.status ?? 1
}
stop()
fs.rmSync(work, { recursive: true, force: true })
process.exit(status)
