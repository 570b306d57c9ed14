/**
 * Large imports run in a process of their own. Planning and writing a whole price list holds a Node event loop in
 * long synchronous stretches (reading 20,000 properties, planning them, building 500-row statements: seconds at
 * a time), and a worker that does it serves no page meanwhile. A child process (import-process.ts) plans and
 * writes instead; the worker only waits for its answer, serving pages as usual, and the operating system shares
 * the cores between them. The small updates a CRM sends all day stay in the request: starting a process costs
 * more than they do.
 *
 * The child's change event (the properties it changed) comes back over the IPC channel and is emitted here, so
 * it reaches this worker's caches, the other workers and the other instances as any change made here does.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { type ChangeEvent, emitCmsChange } from '@/lib/change-events'

import { ImportError, type ImportOutcome, type RollbackReport } from './engine'

/** An import of more rows than this is planned and applied in a process of its own. */
export const OWN_PROCESS_ROWS = 2_000

export const isLargeImport = (rows: number) => rows > OWN_PROCESS_ROWS

/** The work a child does: apply an import (with the admin's confirmation or not) or roll one back. */
export type ImportJob = { kind: 'apply'; id: number; confirm?: boolean } | { kind: 'rollback'; id: number; user?: number | null }

/** What the child sends its parent. */
export type ImportProcessMessage =
  | { type: 'nz:import-change'; event: ChangeEvent }
  | { type: 'nz:import-done'; outcome: ImportOutcome & { rollback?: RollbackReport } }
  | { type: 'nz:import-failed'; message: string; code?: ImportError['code'] }

const ENTRY = 'src/features/catalog-sync/import-process.ts'

/** The child's environment: this process's, without what makes a process a server worker (the jobs cron, the cluster link). */
function childEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env }
  delete env.NEXT_RUNTIME
  delete env.NZ_WORKER
  delete env.NZ_WORKERS
  // No Next.js dev server to reload from: Payload must not open its HMR socket.
  env.DISABLE_PAYLOAD_HMR = 'true'
  return env
}

/**
 * Runs one import job in a child process and resolves with its outcome. An ImportError there (not found, wrong
 * status) is thrown here as the same ImportError; any other failure as an Error with the child's message.
 */
export function runInOwnProcess(job: ImportJob, root = process.cwd()): Promise<ImportOutcome & { rollback?: RollbackReport }> {
  const tsx = pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('tsx')).href
  const args = ['--conditions', 'react-server', '--import', tsx, path.join(root, ENTRY), JSON.stringify(job)]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: childEnv(), stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
    let settled = false
    const settle = (finish: () => void) => {
      if (settled) return
      settled = true
      finish()
    }
    child.on('message', (raw) => {
      const message = raw as ImportProcessMessage
      if (message?.type === 'nz:import-change') emitCmsChange(message.event)
      else if (message?.type === 'nz:import-done') settle(() => resolve(message.outcome))
      else if (message?.type === 'nz:import-failed')
        settle(() => reject(message.code ? new ImportError(message.code, message.message) : new Error(message.message)))
    })
    child.on('error', (error) => settle(() => reject(error)))
    child.on('exit', (code, signal) =>
      settle(() => reject(new Error(`процесс импорта завершился без ответа (${signal ?? `код ${code}`})`))),
    )
  })
}
