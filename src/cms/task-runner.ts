/**
 * The runner of our own command-line entry points that need Payload (src/cms/migrate/run.ts,
 * src/cms/seed/run.ts), in place of `payload migrate` / `payload run`, which intermittently exit with code 0
 * without running anything and drop a script's exit code.
 *
 * It loads the .env files as Next.js does, connects Payload through the Local API, runs the task and then
 * reports the result to the parent (scripts/task.mjs) over the IPC channel before exiting with 0. The parent
 * counts a run as done only on that report: an exit without it, whatever its code, is a failure. Any error
 * exits with 1 after logging it.
 */
import type { Payload } from 'payload'

import { loadEnvFiles } from '../server/env-files'

export { loadEnvFiles }

/** The message a finished task sends its parent (scripts/task.mjs reads it). */
export const TASK_DONE = 'nz:task-done'

/** Sends a message to the parent (scripts/task.mjs); resolves at once without one. */
export function send(message: unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) return resolve()
    process.send(message, undefined, {}, (error) => (error ? reject(error) : resolve()))
  })
}

/** Closes the database connections, but never waits long for it: the process exits right after. */
async function close(payload: Payload | undefined) {
  if (!payload) return
  await Promise.race([payload.db.destroy?.().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 2000).unref())])
}

export async function runTask<R>(task: string, run: (payload: Payload) => Promise<R>, summary: (report: R) => string): Promise<never> {
  await loadEnvFiles()
  // No Next.js dev server to reload from: Payload must not open its HMR socket.
  process.env.DISABLE_PAYLOAD_HMR = 'true'

  // Imported only now: the config reads the environment at import time.
  const { log } = await import('../server/log')
  const logger = log.child({ module: task })
  let payload: Payload | undefined
  try {
    const { getPayload } = await import('payload')
    const { default: config } = await import('./payload.config')
    payload = await getPayload({ config })
    const started = Date.now()
    const report = await run(payload)
    // The summary says what happened; the whole report (also sent to the parent) only at debug level.
    logger.info({ duration_ms: Date.now() - started }, summary(report))
    logger.debug({ report }, `${task} report`)
    await send({ type: TASK_DONE, task, report })
    await close(payload)
    process.exit(0)
  } catch (error) {
    logger.error({ err: error }, `${task} failed: ${error instanceof Error ? error.message : String(error)}`)
    await close(payload)
    process.exit(1)
  }
}
