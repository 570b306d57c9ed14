// `npm run seed`: seeds the demo complex into DATABASE_URL (SEED_SCALE, idempotent) through our own entry point
// (src/cms/seed/run.ts via scripts/task.mjs, never the Payload CLI). Exits non-zero unless the seed reported
// back and its counts check passed: properties, banks and pages are in the database.
import { seed } from './task.mjs'

try {
  const { counts, catalog } = await seed()
  console.log(
    `\nseed: ${counts.properties} properties${catalog.skipped ? ' (already there)' : ''}, ${counts.banks} banks, ${counts.pages} pages`,
  )
} catch (error) {
  console.error(`\nseed: ${error.message}`)
  process.exit(error.code || 1)
}
