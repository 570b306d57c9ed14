/*
 * `npm run migrate`, and the first step of `npm start` / `npm run demo` (started by scripts/task.mjs, never by
 * the Payload CLI): applies the pending migrations of DATABASE_URL's dialect and checks that the migrations
 * table holds every migration file. With `--check`, applies nothing and fails when any is pending.
 */
import { runTask } from '../task-runner'
import { migrateDatabase, type MigrationReport, pendingMigrations } from '.'

if (process.argv.includes('--check')) {
  await runTask(
    'migrate',
    async (payload) => {
      const missing = await pendingMigrations(payload)
      if (missing.length > 0)
        throw new Error(`the database lacks ${missing.length} migration(s): ${missing.join(', ')}. Run \`npm run migrate\`.`)
      return { pending: missing }
    },
    () => 'every migration is applied',
  )
} else {
  await runTask('migrate', migrateDatabase, (report: MigrationReport) =>
    report.applied.length > 0
      ? `applied ${report.applied.length} migration(s): ${report.applied.join(', ')}; all ${report.total} of ${report.dialect} in place`
      : `database up to date: all ${report.total} ${report.dialect} migrations in place`,
  )
}
