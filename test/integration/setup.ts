import { afterAll, inject } from 'vitest'

// Must run before any test imports the Payload config: the config reads DATABASE_URL at import time.
process.env.DATABASE_URL = inject('databaseUrl')
// Tests of other behaviour post many forms from one address; the rate-limit tests lower the limits themselves.
process.env.RATE_LIMIT_FORMS ??= '100000'
process.env.RATE_LIMIT_WRITES ??= '100000'
// One access line per API call would bury the test report; warnings and errors still print.
process.env.LOG_LEVEL ??= 'warn'

type Pool = { on(event: 'error', listener: (error: Error & { code?: string }) => void): void; listenerCount(event: string): number }

afterAll(async () => {
  // After the last file the run's PostgreSQL database is dropped WITH (FORCE), which terminates this worker's
  // idle connections (57P01). pg reports that on the pool; without a listener it is an uncaught error that
  // fails a green run. Anything else is still printed.
  const { cms } = await import('@/cms/client')
  const pool = ((await cms()).db as { pool?: Pool }).pool
  if (pool && pool.listenerCount('error') === 0) {
    pool.on('error', (error) => {
      if (error.code !== '57P01') console.error(error)
    })
  }
})
