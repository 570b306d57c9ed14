import '@testing-library/jest-dom/vitest'

import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// The API wrapper writes an access line per request; tests that check logs pass their own destination.
process.env.LOG_LEVEL ??= 'silent'

// findBy/waitFor give up after 1 s by default; on a loaded 2-core machine (a build beside the tests) a
// screen that loads through several mocked calls took 1.4 s, so the default made sound tests flaky.
configure({ asyncUtilTimeout: 4000 })

afterEach(() => cleanup())

// Files share one jsdom (vitest.config.ts: isolate false). cleanup() removes what render() mounted; a file that writes
// into the document itself (document.body.innerHTML) would leave its nodes to the next file, where a leftover link
// took the first Tab. Each file starts from an empty page, as in a jsdom of its own.
document.body.innerHTML = ''
