/*
 * `npm run seed` (started by scripts/task.mjs, never by the Payload CLI): seeds the demo complex into DATABASE_URL,
 * idempotently, then reads the counts back and exits non-zero unless the properties, banks and pages are there, so a
 * seed that wrote nothing never passes for one that worked. Refuses a database with pending migrations.
 */
import { assertMigrated } from '../migrate'
import { runTask } from '../task-runner'
import { DEMO_DEFAULTS, serverEnv } from '../../server/env'
import { seedDemo } from '.'
import { verifySeed } from './verify'

await runTask(
  'seed',
  async (payload) => {
    await assertMigrated(payload)
    const report = await seedDemo(payload, { scale: serverEnv().SEED_SCALE })
    const counts = await verifySeed(payload, report)
    const env = serverEnv()
    // The login `npm run demo` prints at the end; the password only when it is the public demo default.
    const password = env.ADMIN_PASSWORD === DEMO_DEFAULTS.ADMIN_PASSWORD ? env.ADMIN_PASSWORD : null
    return { ...report, counts, admin: { email: env.ADMIN_EMAIL.toLowerCase(), password } }
  },
  ({ counts, catalog }) =>
    `seed finished: ${counts.properties} properties (${catalog.skipped ? 'already there' : 'written now'}), ${counts.banks} banks, ${counts.pages} pages`,
)
