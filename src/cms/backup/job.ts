/**
 * The daily backup in Payload's jobs queue (payload.config.ts): scheduled by BACKUP_CRON (03:00 by default, `off`
 * turns it off), run by the queue's cron in worker 1 of the server. The backup itself runs as `npm run backup`
 * does, in a child process (scripts/backup.mjs): the SQLite snapshot is synchronous and must not stall the
 * worker that serves pages, and pg_dump is a process anyway. The child records its result in the store
 * (last-backup.json), which the dashboard reads; the job fails when the child does.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

import type { TaskConfig } from 'payload'

import { serverEnv } from '../../server/env'
import { backupStore } from './store'

export const BACKUP_TASK = 'backup'

/** Runs `scripts/backup.mjs` to completion; rejects with the end of its output when it fails. */
export function runBackupProcess(cwd = process.cwd()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(cwd, 'scripts/backup.mjs')], { cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-4000))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`backup failed (exit code ${code}): ${output.trim().split('\n').at(-1)}`)),
    )
  })
}

/** The task of the daily backup. The schedule stays in the config when `off` (no schema change), it only never queues. */
export function backupTask(cron: string): TaskConfig<{ input: object; output: object }> {
  return {
    slug: BACKUP_TASK,
    label: 'Резервная копия',
    schedule: [
      {
        cron: cron === 'off' ? '0 0 3 * * *' : cron,
        queue: 'default',
        hooks: {
          beforeSchedule: (args) => (cron === 'off' ? { shouldSchedule: false } : args.defaultBeforeSchedule(args)),
        },
      },
    ],
    handler: async () => {
      const started = new Date()
      try {
        await runBackupProcess()
      } catch (error) {
        // A backup that failed before it could say so (a bad setting, a crash) must still show on the dashboard.
        const store = backupStore(serverEnv())
        const last = await store.readStatus().catch(() => null)
        if (!last || Date.parse(last.at) < started.getTime())
          await store.writeStatus({ at: started.toISOString(), ok: false, error: (error as Error).message }).catch(() => {})
        throw error
      }
      return { output: {} }
    },
  }
}
