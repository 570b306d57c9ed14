import { inject } from 'vitest'

// Must run before any test imports the Payload config: the config reads DATABASE_URL at import time.
process.env.DATABASE_URL = inject('databaseUrl')
// Tests of other behaviour post many forms from one address; the rate-limit tests lower the limits themselves.
process.env.RATE_LIMIT_FORMS ??= '100000'
process.env.RATE_LIMIT_WRITES ??= '100000'
