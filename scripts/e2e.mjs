// Runs the Playwright suite against a production build on a fresh, seeded SQLite database (a copy of the template).
// Builds first when there is no build. Stops the server whatever happens.
// Without Debian's Chromium it installs it when root, or stops at once saying what to install (scripts/chromium.mjs).
// The database is migrated and seeded through our own entry points (scripts/task.mjs), never the Payload CLI, and
// the run stops when either did not finish its work: Payload's CLI once exited 0 having done nothing.
// `npm run test:e2e` runs this file; `npm test` (scripts/test.mjs) uses its parts to run other tests beside the writers.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { ensureChromium } from './chromium.mjs'
import { copySqliteTemplate, seedTemplate } from './seed-template.mjs'
import { migrate, seed } from './task.mjs'

/**
 * Specs that only read shared data run two at a time (E2E_READER_WORKERS); then the specs that change it (bookings,
 * CMS edits, imports, the admin) run one at a time, so no reader ever sees a writer's change half-way
 * (playwright.config.ts).
 */
export const E2E_PROJECTS = [
  ['readers', process.env.E2E_READER_WORKERS ?? '2'],
  ['writers', '1'],
]

/**
 * Prepares a fresh seeded database and starts the production server on it (building first when there is no build).
 * Resolves once the server answers; throws with the reason otherwise. `stop()` ends the server and removes the data.
 * @returns {Promise<{ env: NodeJS.ProcessEnv, stop: () => void }>}
 */
export async function startE2eServer() {
  const browser = ensureChromium()
  if (!browser.ok) throw new Error(browser.message)

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
  const removeWork = () => fs.rmSync(work, { recursive: true, force: true })

  try {
    // A fresh database: a copy of the seeded template (scripts/seed-template.mjs, built once per source state and
    // shared with the integration run), then migrate and seed as on any start — on the copy both find their work
    // done and only check it (every migration there, the demo's counts).
    if (!process.env.E2E_DATABASE_URL) copySqliteTemplate(await seedTemplate('sqlite'), path.join(work, 'site.db'), env.MEDIA_DIR)
    await migrate({ env })
    await seed({ env })
  } catch (error) {
    removeWork()
    throw error
  }
  if (!fs.existsSync('.next/BUILD_ID')) {
    const build = spawnSync('npx', ['--no-install', 'next', 'build'], { stdio: 'inherit', env })
    if (build.status !== 0) {
      removeWork()
      throw new Error('"next build" failed')
    }
  }

  const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', port, '-H', '127.0.0.1'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  })
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      process.kill(-server.pid, 'SIGTERM')
    } catch {
      // already stopped
    }
    removeWork()
  }
  process.on('exit', stop)

  const baseUrl = `http://127.0.0.1:${port}`
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    try {
      const res = await fetch(`${baseUrl}/`)
      if (res.status < 500) return { env: { ...env, E2E_BASE_URL: baseUrl }, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  stop()
  throw new Error('the server did not become ready in 120 s')
}

/**
 * Runs one Playwright project against the started server, its report printed as it goes.
 * @returns {Promise<number>} the exit status
 */
export function runE2eProject(project, workers, env, args = []) {
  console.log(`\n== e2e: ${project} (${workers} at a time)`)
  const child = spawn(
    'npx',
    ['--no-install', 'playwright', 'test', '--project', project, '--workers', workers, '--pass-with-no-tests', ...args],
    { stdio: 'inherit', env },
  )
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)))
}

/** startE2eServer for a command: a server that cannot start ends the process with its reason. */
export async function startE2eServerOrExit() {
  try {
    return await startE2eServer()
  } catch (error) {
    console.error(`e2e: ${error.message}`)
    process.exit(1)
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.on('SIGINT', () => process.exit(130))
  const server = await startE2eServerOrExit()
  let status = 0
  for (const [project, workers] of E2E_PROJECTS) {
    const projectStatus = await runE2eProject(project, workers, server.env, process.argv.slice(2))
    status ||= projectStatus
  }
  server.stop()
  process.exit(status)
}
