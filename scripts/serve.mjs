// The production server (`npm start`): `next start`, in one process per core when the database allows it.
//
// Node runs JavaScript on one core, so one `next start` leaves the second core of a small server idle
// (two processes on this 2-core machine serve about twice the API traffic of one). Workers are
// `next start` itself under node:cluster — they share the port, the primary hands out connections — so
// Next.js keeps its own start-up and graceful shutdown. The site is stateless, so workers are
// plain replicas; what little they share goes through the primary:
// - rate limits: without Redis the primary counts for every worker (src/server/rate-limit.ts clusterStore);
// - CMS changes: an edit saved through one worker is relayed to the others, which drop their caches at once;
// - the lead outbox worker runs in worker 1 only (claims would keep two from sending a lead twice; one is enough);
// - a whole price list is applied by a warm import process the primary starts beside the workers and hands every
//   worker's large import to (src/features/catalog-sync/import-service.ts), so no import waits ~12 s of CPU for
//   Payload to load while the workers serve pages. IMPORT_SERVICE=0 turns it off: each large import then starts a
//   process of its own, as it does with one worker.
//
// WEB_CONCURRENCY sets the number of workers; by default one per core, on PostgreSQL and on SQLite alike (SQLite
// runs in WAL mode with a busy timeout, src/cms/payload.config.ts: readers never block the one writer, and a
// write waits its turn instead of failing). With one worker there is no primary: `next start` runs in this process.
// Arguments are passed to `next start` (e.g. -p 3000 -H 127.0.0.1). SIGTERM/SIGINT drain every worker and exit.
//
// Before any worker starts, this process applies the pending migrations in its own child (scripts/task.mjs →
// src/cms/migrate, never the Payload CLI, which can exit 0 without running) and checks the migrations table holds
// every migration file; if not, it refuses to serve and exits 1 with the reason. So with several
// workers one process migrates and the workers start after it; several instances starting together on one
// database wait for each other (PostgreSQL advisory lock, or a lock file beside the SQLite file), and none runs a
// migration another already applied.
import cluster from 'node:cluster'
import dns from 'node:dns'
import { createRequire } from 'node:module'
import os from 'node:os'

// Node strips the types of this TypeScript file (no bundler here): it is the one implementation both sides use.
import { startImportService } from '../src/features/catalog-sync/import-service.ts'
import { fixedWindowCounter, primaryAction } from '../src/server/primary-protocol.ts'
import { migrate } from './task.mjs'

const require = createRequire(import.meta.url)
const nextBin = require.resolve('next/dist/bin/next')
const args = loopbackByName(['start', ...process.argv.slice(2)])

/**
 * Next.js renames a loopback host `localhost` in the URLs the proxy sees and rewrites (NextURL), yet keeps a rewrite
 * inside the server only when it names the host `next start` was given. Started with -H 127.0.0.1 (the app behind
 * the front), every rewrite of the proxy (a filtered /flats, the error route) went out as a second HTTP request to
 * the same server, and behind HTTPS (X-Forwarded-Proto: https) that request spoke TLS to the plain port: the page
 * answered 500 (vercel/next.js#94745, open). So 127.0.0.1 is given to Next as `localhost`, resolved IPv4 first in
 * every process: it binds the same address under the name its rewrites use.
 */
function loopbackByName(argv) {
  const at = argv.findIndex((arg) => arg === '-H' || arg === '--hostname' || arg === '--hostname=127.0.0.1')
  if (at < 0 || (argv[at] !== '--hostname=127.0.0.1' && argv[at + 1] !== '127.0.0.1')) return argv
  dns.setDefaultResultOrder('ipv4first')
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --dns-result-order=ipv4first`.trim()
  return argv[at] === '--hostname=127.0.0.1' ? argv.with(at, '--hostname=localhost') : argv.with(at + 1, 'localhost')
}

// The server keeps the sales office's clock unless TZ says otherwise: what Payload formats on the server (a version's
// date in the breadcrumb and the comparison, the version picker) has no time-zone setting and follows the process,
// so on a UTC host the breadcrumb said 06:56 where the lists say 09:56 МСК. The jobs queue's schedules follow it
// too: the daily backup (BACKUP_CRON) and the price-watch digest are written in Moscow hours. Set before any worker
// forks (they inherit it) and before `next start` runs in this process (Node re-reads TZ when it changes).
if (!process.env.TZ) process.env.TZ = 'Europe/Moscow'

const SHUTDOWN_GRACE_MS = 30_000
const MAX_RESTARTS_PER_MINUTE = 5

function workerCount(env = process.env) {
  const explicit = Number(env.WEB_CONCURRENCY)
  if (Number.isInteger(explicit) && explicit > 0) return explicit
  return os.availableParallelism()
}

const pretty = (process.env.LOG_FORMAT ?? '').trim().toLowerCase() === 'pretty'

/** One JSON line, in the shape of the app's logger (src/server/log.ts); a readable line with LOG_FORMAT=pretty. */
function log(level, msg, fields = {}, module = 'cluster') {
  const stream = level === 'error' ? process.stderr : process.stdout
  if (pretty) {
    const time = new Date().toTimeString().slice(0, 8)
    const extra = Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : ''
    stream.write(`[${time}] ${level.toUpperCase()} (${module}): ${msg}${extra}\n`)
    return
  }
  const line = { level, time: new Date().toISOString(), service: 'novaya-zarya', pid: process.pid, module, ...fields, msg }
  stream.write(`${JSON.stringify(line)}\n`)
}

function runPrimary(count) {
  cluster.setupPrimary({ exec: nextBin, args })
  // The rate-limit count of every worker (src/server/primary-protocol.ts, shared with the workers' own fallback count).
  const countHit = fixedWindowCounter()
  const restarts = []
  let stopping = false
  const imports =
    process.env.IMPORT_SERVICE === '0' ? undefined : startImportService({ log: (level, msg, fields) => log(level, msg, fields, 'imports') })

  const fork = (id) => {
    const worker = cluster.fork({ NZ_WORKER: String(id), NZ_WORKERS: String(count), NZ_IMPORT_SERVICE: imports ? '1' : '0' })
    worker.on('message', (message) => {
      if (imports?.route(message, (reply) => worker.isConnected() && worker.send(reply))) return
      const action = primaryAction(message, countHit)
      // An editor's change made in one worker: the others drop their caches at once (src/server/change-events.ts).
      if (action && 'relay' in action) {
        for (const other of Object.values(cluster.workers ?? {}))
          if (other && other !== worker && other.isConnected()) other.send(action.relay)
      } else if (action) worker.send(action.reply)
    })
    worker.on('exit', (code, signal) => {
      if (stopping) return
      // A crashed worker is replaced; a crash loop (a broken build, a bad setting) stops the server instead.
      const now = Date.now()
      restarts.push(now)
      while (restarts[0] < now - 60_000) restarts.shift()
      if (restarts.length > MAX_RESTARTS_PER_MINUTE) {
        log('error', 'workers keep exiting; stopping', { worker: id, code, signal })
        shutdown('SIGTERM', 1)
        return
      }
      log('error', 'worker exited; starting a new one', { worker: id, code, signal })
      setTimeout(() => fork(id), 1000)
    })
  }

  const shutdown = (signal, exitCode = 0) => {
    if (stopping) return
    stopping = true
    log('info', 'draining workers', { signal })
    imports?.stop()
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    const force = setTimeout(() => {
      log('error', 'workers did not stop in time; killing them')
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    const done = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode)
    }
    cluster.on('exit', done)
    done()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  log('info', 'starting workers', { workers: count })
  for (let id = 1; id <= count; id++) fork(id)
}

try {
  // As production, like `next start`: the child reads the same .env files (.env.production…) as the workers will.
  await migrate({ env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' } })
} catch (error) {
  log('error', `refusing to serve: the database is not migrated (${error.message}). Fix the cause above, then start again.`, {}, 'start')
  process.exit(1)
}

const count = workerCount()
if (count > 1) runPrimary(count)
else {
  // One process: `next start` runs right here, as if it had been started directly.
  process.argv = [process.argv[0], nextBin, ...args]
  require(nextBin)
}
