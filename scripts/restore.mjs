// `npm run restore <backup> [-- --force]`: restores a backup (a backup folder, a backup's name in the store, or
// `latest`) into DATABASE_URL and MEDIA_DIR, with the site stopped. Refuses a non-empty database without --force
// and a backup with migrations newer than the code; checks rows and checksums afterwards (src/cms/backup).
// Exit codes: 0 restored and checked, 3 refused (nothing changed), 1 failed.
import { runTask } from './task.mjs'

const args = process.argv.slice(2)
if (!args.some((arg) => !arg.startsWith('--'))) {
  console.error('usage: npm run restore <backup folder | name | latest> [-- --force]')
  process.exit(2)
}
try {
  const { name, tables, rows, mediaFiles, pendingMigrations } = await runTask('restore', { args: ['restore', ...args] })
  console.log(`\nrestore: ${name}: ${tables} tables, ${rows} rows and ${mediaFiles} media files match the backup's manifest`)
  if (pendingMigrations.length > 0) console.log(`restore: run \`npm run migrate\` for ${pendingMigrations.length} newer migration(s)`)
} catch (error) {
  console.error(error.code === 3 ? '\nrestore: refused, nothing was changed (the reason is above)' : `\nrestore: ${error.message}`)
  process.exit(error.code || 1)
}
