// Starts our Payload entry points (src/cms/migrate/run.ts, src/cms/seed/run.ts) and believes only their report.
//
// Payload's CLI (`payload migrate`, `payload run`) intermittently exits with code 0 without running anything.
// These tasks run in a child `node --import tsx <entry>` — the entry is the main module, so Node
// itself waits for it — and the child sends its result over the IPC channel before it exits (src/cms/task-runner.ts).
// A task counts as done only with that report: a child that exits without it, even with code 0, is a failure
// that names itself. Logs go straight to this process's stdout and stderr.
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
/** tsx's loader for `node --import` (its "." export): it runs our TypeScript entry points. */
const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href

export const ENTRIES = {
  migrate: 'src/cms/migrate/run.ts',
  seed: 'src/cms/seed/run.ts',
  // One entry for both: its first argument says which (scripts/backup.mjs, scripts/restore.mjs).
  backup: 'src/cms/backup/run.ts',
  restore: 'src/cms/backup/run.ts',
}

export class TaskError extends Error {
  constructor(message, code) {
    super(message)
    this.name = 'TaskError'
    this.code = code
  }
}

/**
 * Runs one task to completion; resolves with the report the child sent, rejects with a TaskError otherwise
 * (its `output` holds the child's output when stdio is 'pipe').
 * @param {'migrate' | 'seed' | 'backup' | 'restore'} task
 * @param {{ env?: NodeJS.ProcessEnv, args?: string[], stdio?: 'inherit' | 'pipe' | 'ignore', entry?: string, onOutput?: (text: string) => void }} [options]
 *   entry: another entry point for this task (tests); onOutput: each chunk of output as it comes (with 'pipe')
 */
export async function runTask(task, options = {}) {
  try {
    return await runTaskOnce(task, options)
  } catch (error) {
    if (!(error instanceof TaskError && error.code === UNSETTLED_TOP_LEVEL_AWAIT && RERUNNABLE.has(task))) throw error
    // Node ends a process with 13 when its main module's top-level await can never settle: the module graph's own
    // top-level awaits (Lexical's, through Payload) can deadlock that way. Seen once, building the seed template on
    // a loaded machine, with no output at all. Migrate and seed are idempotent, so a second run either finishes and
    // reports, or fails for real.
    process.stderr.write(`${task}: exited with code 13 (an unsettled top-level await) before reporting; running it once more\n`)
    return runTaskOnce(task, options)
  }
}

/** Node's exit code for a main module whose top-level await never settled. */
const UNSETTLED_TOP_LEVEL_AWAIT = 13
/** Tasks that may simply run again: each finds the work already done and only checks it. */
const RERUNNABLE = new Set(['migrate', 'seed'])

function runTaskOnce(task, { env = process.env, args = [], stdio = 'inherit', entry = ENTRIES[task], onOutput } = {}) {
  if (!entry) return Promise.reject(new TypeError(`unknown task ${task}`))
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', tsx, path.resolve(root, entry), ...args], {
      cwd: root,
      env,
      stdio: [stdio === 'inherit' ? 'ignore' : stdio, stdio, stdio, 'ipc'],
    })
    let report
    let output = ''
    if (stdio === 'pipe') {
      for (const stream of [child.stdout, child.stderr]) {
        stream.on('data', (chunk) => {
          output += chunk
          onOutput?.(String(chunk))
        })
      }
    }
    child.on('message', (message) => {
      if (message?.type === 'nz:task-done' && message.task === task) report = message.report
    })
    child.on('error', (error) => reject(new TaskError(`${task}: could not start ${entry}: ${error.message}`, 1)))
    child.on('exit', (code, signal) => {
      if (code === 0 && report !== undefined) resolve(report)
      else if (code === 0)
        reject(
          Object.assign(
            new TaskError(`${task} exited with code 0 without finishing its work (no report from ${entry}): treated as a failure`, 1),
            { output },
          ),
        )
      else
        reject(Object.assign(new TaskError(`${task} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`, code || 1), { output }))
    })
  })
}

/** Applies pending migrations and checks the migrations table (src/cms/migrate). Resolves with the report. */
export const migrate = (options) => runTask('migrate', options)

/** Seeds the demo and checks its counts (src/cms/seed/run.ts). Resolves with the report. */
export const seed = (options) => runTask('seed', options)
