/**
 * The import process and how it is started: one shot per import (own-process.ts, from a worker), or warm, started
 * once by the primary of scripts/serve.mjs and kept for every large import of every worker.
 *
 * The warm one exists because a process spends about 12 s of CPU loading Payload before it can plan a row, and on
 * a small server those seconds are taken from the workers serving pages while an import is under way. Loaded once
 * at start, the process spends only the import's own work when one comes.
 *
 * scripts/serve.mjs imports this file as it is (Node strips the types), so it imports nothing but Node's modules
 * and uses only erasable syntax.
 */
import { type ChildProcess, spawn, type StdioOptions } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** A worker asks for an import job: `{ type, id, job }` (to the primary, which hands it to the warm process). */
export const IMPORT_RUN = 'nz:import-run'
/** The import process's change event: `{ type, id?, event }`. */
export const IMPORT_CHANGE = 'nz:import-change'
/** The job's outcome: `{ type, id?, outcome }`. */
export const IMPORT_DONE = 'nz:import-done'
/** The job failed: `{ type, id?, message, code? }` (code: an ImportError's). */
export const IMPORT_FAILED = 'nz:import-failed'
/** The argument that makes the import process wait for jobs instead of running one. */
export const SERVE_FLAG = '--serve'

const ENTRY = 'src/features/catalog-sync/import-process.ts'

/** Why a job has no answer: its process exited first. */
export const exitedWithoutAnswer = (code: number | null, signal: NodeJS.Signals | null) =>
  `процесс импорта завершился без ответа (${signal ?? `код ${code}`})`

/** The import process's environment: the parent's, without what makes a process a server worker (the jobs cron, the cluster link). */
export function importProcessEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const child = { ...env }
  delete child.NEXT_RUNTIME
  delete child.NZ_WORKER
  delete child.NZ_WORKERS
  delete child.NZ_IMPORT_SERVICE
  // No Next.js dev server to reload from: Payload must not open its HMR socket.
  child.DISABLE_PAYLOAD_HMR = 'true'
  return child
}

/** Starts the import process (TypeScript through tsx, with the server's export conditions) with an IPC channel. */
export function spawnImportProcess(root: string, arg: string, env: NodeJS.ProcessEnv, stdio: StdioOptions): ChildProcess {
  const tsx = pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('tsx')).href
  return spawn(process.execPath, ['--conditions', 'react-server', '--import', tsx, path.join(root, ENTRY), arg], { cwd: root, env, stdio })
}

type Log = (level: 'info' | 'error', msg: string, fields?: Record<string, unknown>) => void

export interface ImportService {
  /** Hands a worker's IMPORT_RUN message to the warm process and routes what it says back to `reply`; false for any other message. */
  route(message: unknown, reply: (message: unknown) => void): boolean
  /** Stops the process for good (the server is stopping). */
  stop(): void
  /** The warm process's pid, while one runs. */
  readonly pid: number | undefined
}

const LONGEST_RESTART_DELAY_MS = 60_000

/**
 * Starts the warm import process and keeps one running: when it exits, the jobs it had fail with the reason and a new
 * one starts, sooner after a long life than after a short one (a process that cannot start is not retried in a loop).
 */
export function startImportService({
  root = process.cwd(),
  env = process.env,
  log = () => {},
}: { root?: string; env?: NodeJS.ProcessEnv; log?: Log } = {}): ImportService {
  const pending = new Map<string, (message: unknown) => void>()
  let child: ChildProcess | undefined
  let stopped = false
  let restartDelay = 1000

  const start = () => {
    const started = Date.now()
    const current = spawnImportProcess(root, SERVE_FLAG, importProcessEnv({ ...env, NODE_ENV: env.NODE_ENV || 'production' }), [
      'ignore',
      'inherit',
      'inherit',
      'ipc',
    ])
    child = current
    current.on('message', (raw) => {
      const message = raw as { type?: unknown; id?: unknown } | null
      const reply = typeof message?.id === 'string' ? pending.get(message.id) : undefined
      if (!reply) return
      if (message!.type === IMPORT_DONE || message!.type === IMPORT_FAILED) pending.delete(message!.id as string)
      reply(message)
    })
    current.on('error', (error) => log('error', 'import process failed to start', { error: error.message }))
    current.on('exit', (code, signal) => {
      if (child === current) child = undefined
      for (const [id, reply] of pending) reply({ type: IMPORT_FAILED, id, message: exitedWithoutAnswer(code, signal) })
      pending.clear()
      if (stopped) return
      restartDelay = Date.now() - started > LONGEST_RESTART_DELAY_MS ? 1000 : Math.min(restartDelay * 2, LONGEST_RESTART_DELAY_MS)
      log('error', 'import process exited; starting a new one', { code, signal, delay_ms: restartDelay })
      setTimeout(() => stopped || start(), restartDelay).unref()
    })
  }
  start()

  return {
    route(raw, reply) {
      const message = raw as { type?: unknown; id?: unknown } | null
      if (message?.type !== IMPORT_RUN || typeof message.id !== 'string') return false
      if (!child?.connected) {
        reply({ type: IMPORT_FAILED, id: message.id, message: 'процесс импорта перезапускается, повторите через минуту' })
        return true
      }
      pending.set(message.id, reply)
      child.send(raw as object)
      return true
    },
    stop() {
      stopped = true
      child?.kill('SIGTERM')
    },
    get pid() {
      return child?.pid
    },
  }
}
