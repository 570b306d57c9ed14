/**
 * The import process (started by own-process.ts or import-service.ts, never by hand). With a job as its argument it
 * applies or rolls back that one import, sends its change event and outcome to the parent over the IPC channel, and
 * exits. With SERVE_FLAG it loads Payload once and then runs the jobs its parent (the primary of scripts/serve.mjs)
 * sends, one after another, each message tagged with its job's id.
 */
import { loadEnvFiles } from '@/server/env-files'

import { IMPORT_CHANGE, IMPORT_DONE, IMPORT_FAILED, IMPORT_RUN, SERVE_FLAG } from './import-service'
import type { ImportJob, ImportProcessMessage } from './own-process'

function tell(message: ImportProcessMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve()
    process.send(message, undefined, {}, () => resolve())
  })
}

const serving = process.argv[2] === SERVE_FLAG
// Started by the primary, which reads no .env file: read them as the workers did (a worker's child inherits them).
// Before the config is imported below: it reads the environment when it loads.
if (serving) await loadEnvFiles()

const { cms } = await import('@/features/cms-runtime')
const { addChangeRelay } = await import('@/server/change-events')
const { applyImport, ImportError, rollbackImport } = await import('./engine')

/** The job being run: its change events carry its id (jobs run one at a time). */
let current: string | undefined
// The change this process makes is announced by the parent, which is linked to the other workers and instances.
addChangeRelay((event) => void tell({ type: IMPORT_CHANGE, id: current, event }))

/** Runs one job; its outcome or failure is told to the parent, never thrown. */
async function run(job: ImportJob, id?: string): Promise<boolean> {
  current = id
  try {
    const payload = await cms()
    const outcome =
      job.kind === 'rollback'
        ? await rollbackImport(payload, job.id, { user: job.user ?? null })
        : await applyImport(payload, job.id, { confirm: job.confirm })
    await tell({ type: IMPORT_DONE, id, outcome })
    return true
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await tell({ type: IMPORT_FAILED, id, message, code: error instanceof ImportError ? error.code : undefined })
    return false
  } finally {
    current = undefined
  }
}

if (serving) {
  // Jobs wait for Payload and for each other: one import writes at a time, as in a single process.
  let queue: Promise<unknown> = cms()
  process.on('message', (raw) => {
    const message = raw as { type?: unknown; id?: unknown; job?: ImportJob } | null
    if (message?.type !== IMPORT_RUN || typeof message.id !== 'string' || !message.job) return
    const { id, job } = message
    queue = queue.catch(() => {}).then(() => run(job, id))
  })
  // The primary is gone (the server stopped or crashed): nothing will send a job again.
  process.on('disconnect', () => process.exit(0))
} else {
  process.exit((await run(JSON.parse(process.argv[2] ?? '{}') as ImportJob)) ? 0 : 1)
}
