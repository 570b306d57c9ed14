/*
 * `npm run backup` and `npm run restore <backup> [--force]`, and the daily backup job (started by scripts/task.mjs,
 * never by the Payload CLI). No Payload here: a restore replaces the database Payload would hold open, and the
 * snapshot needs connections of its own anyway. Reports its result to the parent like the other tasks.
 */
import { loadEnvFiles, send, TASK_DONE } from '../task-runner'

const [command, ...args] = process.argv.slice(2)
// node:sqlite (the snapshot's connection) warns that it is experimental on every run; other warnings still print.
const printWarning = process.listeners('warning')
process.removeAllListeners('warning').on('warning', (warning) => {
  if (!(warning.name === 'ExperimentalWarning' && /SQLite/.test(warning.message))) for (const print of printWarning) print(warning)
})
await loadEnvFiles()
// Imported only now: the environment is read at import time.
const { serverEnv } = await import('../../server/env')
const { moduleLogger } = await import('../../server/log')
const { backupSettings, createBackup, restoreBackup } = await import('.')
const logger = moduleLogger(command === 'restore' ? 'restore' : 'backup')

try {
  const settings = backupSettings(serverEnv())
  if (command === 'backup') {
    const result = await createBackup(settings)
    const { manifest } = result
    logger.info(
      { backup: result.name, location: result.location, pruned: result.pruned, duration_ms: manifest.durationMs },
      `backup ${result.name} written to ${result.location}: ${Object.keys(manifest.counts).length} tables, ${Object.values(manifest.counts).reduce((a, b) => a + b, 0)} rows, ${manifest.media.kind === 'disk' ? `${manifest.media.files} media files` : `${manifest.media.keys} media keys listed`}`,
    )
    await send({
      type: TASK_DONE,
      task: 'backup',
      report: { name: result.name, location: result.location, pruned: result.pruned, manifest },
    })
  } else if (command === 'restore') {
    const reference = args.find((arg) => !arg.startsWith('--'))
    if (!reference) throw new Error('usage: npm run restore <backup folder | name | latest> [-- --force]')
    const result = await restoreBackup(reference, settings, { force: args.includes('--force') })
    logger.info(
      { backup: result.name, tables: result.tables, rows: result.rows, media_files: result.mediaFiles, pending: result.pendingMigrations },
      `restored ${result.name}: ${result.tables} tables and ${result.rows} rows match the manifest${result.pendingMigrations.length > 0 ? `; ${result.pendingMigrations.length} newer migration(s) will be applied by \`npm run migrate\`` : ''}`,
    )
    await send({ type: TASK_DONE, task: 'restore', report: result })
  } else {
    throw new Error(`unknown command ${command}: backup | restore <backup> [--force]`)
  }
  process.exit(0)
} catch (error) {
  const refused = (error as { name?: string }).name === 'RestoreRefusedError'
  logger.error(
    { err: refused ? undefined : error },
    `${command} ${refused ? 'refused' : 'failed'}: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(refused ? 3 : 1)
}
