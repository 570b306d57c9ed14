// `npm run demo`: apply migrations, seed the demo complex if empty, build if needed, start on PORT (3000).
//
// Migrations and the seed run through our own entry points (scripts/task.mjs), which fail loudly instead of
// exiting quietly: the demo never starts on an unmigrated or empty database. In a terminal the logs
// are readable text (LOG_FORMAT=pretty); piped or redirected they stay JSON lines. Once the site answers, the
// last lines name the site, the admin and the demo login.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

import nextEnv from '@next/env'

import { migrate, seed } from './task.mjs'

// The same .env files Next.js and the seed read (variables already set win), for PORT and the login shown below.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
const env = { ...process.env }
if (!env.LOG_FORMAT && process.stdout.isTTY) env.LOG_FORMAT = 'pretty'
const port = env.PORT || '3000'

const bold = (text) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text)
const title = (text) => console.log(`\n${bold(`▶ ${text}`)}`)

function fail(message) {
  console.error(`\n${bold('✖ npm run demo stopped:')} ${message}`)
  process.exit(1)
}

title('Applying migrations')
try {
  await migrate({ env })
} catch (error) {
  fail(`${error.message}. The database is not migrated; the site was not started.`)
}

title('Seeding the demo complex (skipped when already seeded)')
let report
try {
  report = await seed({ env })
} catch (error) {
  fail(`${error.message}. The demo data is not in the database; the site was not started.`)
}
const { counts, admin } = report
console.log(
  `Demo data: ${counts.properties} properties, ${counts.banks} banks, ${counts.pages} pages${report.catalog.skipped ? ' (seeded before)' : ''}.`,
)

// After the seed: the build prerenders pages from the database, which then holds the demo.
if (!fs.existsSync('.next/BUILD_ID')) {
  title('Building the site (first run only, a few minutes)')
  const build = spawnSync('npx', ['--no-install', 'next', 'build'], { stdio: 'inherit', env })
  if (build.status !== 0) fail(`the build failed (exit code ${build.status ?? build.signal}).`)
}

title(`Starting ЖК «Новая Заря» on port ${port}`)
const server = spawn(process.execPath, ['scripts/serve.mjs', '-p', port], { stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

// The closing lines, once the site answers (readiness: the database answers too).
const site = `http://localhost:${port}`
let ready = false
for (const deadline = Date.now() + 300_000; !ready && Date.now() < deadline;) {
  ready = await fetch(`http://127.0.0.1:${port}/readyz`)
    .then((response) => response.ok)
    .catch(() => false)
  if (!ready) await new Promise((resolve) => setTimeout(resolve, 500))
}
if (ready) {
  console.log(`\n${bold('✔ ЖК «Новая Заря» is running')}`)
  console.log(`  Site:        ${site}`)
  console.log(`  Admin:       ${site}/admin`)
  console.log(`  Demo login:  ${admin.email} / ${admin.password ?? '(your ADMIN_PASSWORD)'}`)
  console.log('  Stop with Ctrl+C.')
} else {
  console.error(`\n${bold('✖ The site did not answer on')} http://127.0.0.1:${port}/readyz ${bold('within 5 minutes')}: see the log above.`)
}
