import { inject } from 'vitest'

// Must run before any test imports the Payload config: the config reads DATABASE_URL at import time.
process.env.DATABASE_URL = inject('databaseUrl')
