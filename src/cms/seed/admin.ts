import type { Payload } from 'payload'

import { demoDefaultsInUse, serverEnv } from '../../server/env'

/** Creates the first back-office user from ADMIN_EMAIL / ADMIN_PASSWORD when there is none with that e-mail. */
export async function ensureAdmin(payload: Payload): Promise<{ email: string; created: boolean }> {
  const env = serverEnv()
  const email = env.ADMIN_EMAIL.toLowerCase()
  const found = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true })
  if (found.docs.length > 0) return { email, created: false }
  await payload.create({
    collection: 'users',
    data: { email, password: env.ADMIN_PASSWORD, name: 'Администратор', role: 'admin' },
    overrideAccess: true,
  })
  if (env.NODE_ENV === 'production' && demoDefaultsInUse(env).includes('ADMIN_PASSWORD')) {
    payload.logger.warn(
      '!!! The admin was created with the PUBLIC demo password. Set ADMIN_PASSWORD and change it in /admin before going live.',
    )
  }
  return { email, created: true }
}
