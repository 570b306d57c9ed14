import '@testing-library/jest-dom/vitest'

import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// The API wrapper writes an access line per request; tests that check logs pass their own destination.
process.env.LOG_LEVEL ??= 'silent'

afterEach(() => cleanup())
