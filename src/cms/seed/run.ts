/* `npm run seed` (payload run): seeds the demo complex into DATABASE_URL. Idempotent. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { serverEnv } from '../../lib/env'
import { seedDemo } from '.'

const payload = await getPayload({ config })
const started = Date.now()
try {
  const report = await seedDemo(payload, { scale: serverEnv().SEED_SCALE })
  payload.logger.info(`Seed finished in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(report)}`)
  await payload.db.destroy?.()
  process.exit(0)
} catch (error) {
  payload.logger.error(error)
  process.exit(1)
}
