/**
 * The child process of a large import (started by own-process.ts, never by hand): applies or rolls back one
 * import, sends its change event and then its outcome to the parent over the IPC channel, and exits.
 */
import { cms } from '@/features/cms-runtime'
import { addChangeRelay } from '@/lib/change-events'

import { applyImport, ImportError, rollbackImport } from './engine'
import type { ImportJob, ImportProcessMessage } from './own-process'

function tell(message: ImportProcessMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve()
    process.send(message, undefined, {}, () => resolve())
  })
}

const job = JSON.parse(process.argv[2] ?? '{}') as ImportJob
// The change this process makes is announced by the parent, which is linked to the other workers and instances.
addChangeRelay((event) => void tell({ type: 'nz:import-change', event }))
try {
  const payload = await cms()
  const outcome =
    job.kind === 'rollback'
      ? await rollbackImport(payload, job.id, { user: job.user ?? null })
      : await applyImport(payload, job.id, { confirm: job.confirm })
  await tell({ type: 'nz:import-done', outcome })
  process.exit(0)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  await tell({ type: 'nz:import-failed', message, code: error instanceof ImportError ? error.code : undefined })
  process.exit(1)
}
