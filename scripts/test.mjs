// `npm test`: the whole suite, ordered so that this 2-core machine's cores stay busy.
// 1. Unit and component tests (Vitest, a worker per core), and beside them the seeded templates the e2e server and
//    the integration runs copy (scripts/seed-template.mjs): the unit run left the cores 42 % idle (1m36s, 58 % busy,
//    in a clean CI run), while the SQLite template then held up the e2e server's start for ~50 s and the PostgreSQL
//    one was seeded inside the integration run, the suite's longest part.
// 2. The e2e readers, two browsers at a time (scripts/e2e.mjs; both cores).
// 3. The e2e writers, one browser at a time, and beside them the integration runs (SQLite, then PostgreSQL when
//    TEST_DATABASE_URL is set). A writer spends most of its time waiting on the server and the browser, so it used
//    about 0.7 of a core; the integration files run one after another in one Vitest worker. They share nothing:
//    the e2e server has its own SQLite copy, no Redis and its own ports; each integration run has its own database
//    copy and Redis namespace. The integration report is printed whole when its run ends.
// Each part's duration and how busy the cores were are printed at the end (/proc/stat).
import { spawn } from 'node:child_process'
import fs from 'node:fs'

import { E2E_PROJECTS, runE2eProject, startE2eServerOrExit } from './e2e.mjs'
import { seedTemplate } from './seed-template.mjs'
import { runIntegration } from './test-integration.mjs'

/** Busy and total jiffies over all cores since boot; null where /proc/stat does not exist. */
function cpuJiffies() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number)
    const total = fields.reduce((sum, n) => sum + n, 0)
    // idle and iowait are the 4th and 5th fields
    return { busy: total - fields[3] - fields[4], total }
  } catch {
    return null
  }
}

const parts = []
/** Runs one part of the suite, keeping its duration and the cores' busy share for the closing table. */
async function part(name, run) {
  const started = Date.now()
  const cpu = cpuJiffies()
  const status = await run()
  const now = cpuJiffies()
  const busy = cpu && now && now.total > cpu.total ? `${Math.round((100 * (now.busy - cpu.busy)) / (now.total - cpu.total))} %` : '-'
  parts.push({ name, seconds: Math.round((Date.now() - started) / 1000), busy, status })
  return status
}

function printParts() {
  const mmss = (s) => `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`
  console.log(`\n${'Part of npm test'.padEnd(52)} ${'Duration'.padStart(9)} ${'Busy'.padStart(6)}  Result`)
  for (const p of parts)
    console.log(`${p.name.padEnd(52)} ${mmss(p.seconds).padStart(9)} ${p.busy.padStart(6)}  ${p.status === 0 ? 'passed' : 'FAILED'}`)
}

function vitestUnit() {
  const child = spawn('npx', ['--no-install', 'vitest', 'run', '--project', 'unit*'], { stdio: 'inherit' })
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)))
}

/**
 * Builds the templates the later parts copy, one after the other (the second reuses the first's rasterised art);
 * each is reused when the sources did not change. Resolves with 0, or 1 after printing why a build failed.
 */
async function seededTemplates() {
  try {
    for (const dialect of ['sqlite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])]) {
      const template = await seedTemplate(dialect)
      console.log(`\nseeded template (${dialect}): ${template.built ? `built in ${Math.round(template.ms / 1000)} s` : 'reused'}`)
    }
    return 0
  } catch (error) {
    console.error('\nthe seeded template could not be built:', error)
    return 1
  }
}

process.on('SIGINT', () => process.exit(130))

const templates = seededTemplates()
const unitStatus = await part('unit and component (Vitest)', vitestUnit)
const templatesStatus = await part('seeded templates (built beside the unit tests)', () => templates)
if (unitStatus !== 0 || templatesStatus !== 0) {
  printParts()
  process.exit(1)
}

const server = await startE2eServerOrExit()
const [readers, writers] = E2E_PROJECTS
const readersStatus = await part(`e2e ${readers[0]} (${readers[1]} at a time)`, () => runE2eProject(...readers, server.env))
const [writersStatus, integrationStatus] = await Promise.all([
  part(`e2e ${writers[0]} (${writers[1]} at a time)`, () => runE2eProject(...writers, server.env)),
  part('integration (beside the e2e writers)', () => runIntegration({ buffered: true })),
])
server.stop()
printParts()
process.exit(readersStatus || writersStatus || integrationStatus)
