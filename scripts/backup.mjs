// `npm run backup`: a consistent backup of the database and the media, made while the site serves, into BACKUP_DIR
// or BACKUP_S3_BUCKET with its manifest; keeps the newest BACKUP_KEEP (src/cms/backup via scripts/task.mjs).
// Exits non-zero unless the backup reported back.
import { runTask } from './task.mjs'

try {
  const { name, location, pruned } = await runTask('backup', { args: ['backup'] })
  console.log(`\nbackup: ${name} in ${location}${pruned.length > 0 ? ` (deleted the older ${pruned.join(', ')})` : ''}`)
} catch (error) {
  console.error(`\nbackup: ${error.message}`)
  process.exit(error.code || 1)
}
