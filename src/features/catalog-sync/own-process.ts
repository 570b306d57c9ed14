/**
 * Large imports run in a process of their own. Planning and writing a whole price list holds a Node event loop in
 * long synchronous stretches (reading 20,000 properties, planning them, building 500-row statements: seconds at
 * a time), and a worker that does it serves no page meanwhile. A child process (import-process.ts) plans and
 * writes instead; the worker only waits for its answer, serving pages as usual, and the operating system shares
 * the cores between them. The small updates a CRM sends all day stay in the request: starting a process costs
 * more than they do.
 *
 * Under scripts/serve.mjs the process is a warm one its primary started with the server (import-service.ts): the
 * job goes to it through the primary, and no import waits for Payload to load. Anywhere else (one worker, `next
 * dev`, a test) each job starts a process of its own.
 *
 * The process's change event (the properties it changed) comes back over the IPC channel and is emitted here, so
 * it reaches this worker's caches, the other workers and the other instances as any change made here does.
 */
import { randomUUID } from 'node:crypto'

import { type ChangeEvent, emitCmsChange } from '@/server/change-events'

import { ImportError, type ImportOutcome, type RollbackReport } from './engine'
import {
  exitedWithoutAnswer,
  IMPORT_CHANGE,
  IMPORT_DONE,
  IMPORT_FAILED,
  IMPORT_RUN,
  importProcessEnv,
  spawnImportProcess,
} from './import-service'

/** An import of more rows than this is planned and applied in a process of its own. */
export const OWN_PROCESS_ROWS = 2_000

export const isLargeImport = (rows: number) => rows > OWN_PROCESS_ROWS

/** The work a child does: apply an import (with the admin's confirmation or not) or roll one back. */
export type ImportJob = { kind: 'apply'; id: number; confirm?: boolean } | { kind: 'rollback'; id: number; user?: number | null }

type Outcome = ImportOutcome & { rollback?: RollbackReport }

/** What the import process sends back (id: the job's, when the process is the warm one). */
export type ImportProcessMessage = { id?: string } & (
  | { type: typeof IMPORT_CHANGE; event: ChangeEvent }
  | { type: typeof IMPORT_DONE; outcome: Outcome }
  | { type: typeof IMPORT_FAILED; message: string; code?: ImportError['code'] }
)

/** How a worker reaches the warm process: the cluster channel to its primary (a test gives its own). */
export interface ImportChannel {
  send(message: { type: typeof IMPORT_RUN; id: string; job: ImportJob }): void
  listen(listener: (message: unknown) => void): () => void
}

const primaryChannel: ImportChannel = {
  send: (message) => process.send!(message),
  listen: (listener) => {
    process.on('message', listener)
    return () => process.off('message', listener)
  },
}

/** True in a worker of scripts/serve.mjs whose primary keeps a warm import process. */
const hasWarmProcess = () => process.env.NZ_IMPORT_SERVICE === '1' && typeof process.send === 'function'

/**
 * Runs one import job in a process of its own and resolves with its outcome. An ImportError there (not found, wrong
 * status) is thrown here as the same ImportError; any other failure as an Error with the process's message.
 */
export function runInOwnProcess(job: ImportJob, root = process.cwd()): Promise<Outcome> {
  return hasWarmProcess() ? runInWarmProcess(job, primaryChannel) : runInNewProcess(job, root)
}

/** Settles a job's promise from the import process's messages; true once it is settled. */
function outcomeOf(message: ImportProcessMessage, resolve: (outcome: Outcome) => void, reject: (error: Error) => void): boolean {
  if (message.type === IMPORT_CHANGE) emitCmsChange(message.event)
  else if (message.type === IMPORT_DONE) resolve(message.outcome)
  else if (message.type === IMPORT_FAILED)
    reject(message.code ? new ImportError(message.code, message.message) : new Error(message.message))
  else return false
  return message.type !== IMPORT_CHANGE
}

/** The job goes to the warm process; its messages come back tagged with the job's id. */
export function runInWarmProcess(job: ImportJob, channel: ImportChannel): Promise<Outcome> {
  const id = randomUUID()
  return new Promise((resolve, reject) => {
    const stop = channel.listen((raw) => {
      const message = raw as ImportProcessMessage | null
      if (message?.id === id && outcomeOf(message, resolve, reject)) stop()
    })
    channel.send({ type: IMPORT_RUN, id, job })
  })
}

/** A process started for this job alone, which exits when it is done. */
function runInNewProcess(job: ImportJob, root: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawnImportProcess(root, JSON.stringify(job), importProcessEnv(), ['ignore', 'inherit', 'inherit', 'ipc'])
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      finish()
    }
    child.on('message', (raw) => {
      const message = raw as ImportProcessMessage
      outcomeOf(
        message,
        (outcome) => settle(() => resolve(outcome)),
        (error) => settle(() => reject(error)),
      )
    })
    child.on('error', (error) => settle(() => reject(error)))
    child.on('exit', (code, signal) => settle(() => reject(new Error(exitedWithoutAnswer(code, signal)))))
  })
}
