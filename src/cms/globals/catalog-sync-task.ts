import type { TaskConfig } from 'payload'

import { runJobHandler } from '../../server/job-handlers'

export const CATALOG_SYNC_TASK = 'catalog-sync'

/**
 * The scheduled pulls of «Синхронизация каталога», in Payload's jobs queue: queued every minute (the schedule
 * never queues a second while one waits or runs), and each connector whose own interval has passed runs. The
 * work is the catalogue feature's (features/catalog-sync/connectors/runs.ts), registered at start-up.
 */
export function catalogSyncTask(): TaskConfig<{ input: object; output: object }> {
  return {
    slug: CATALOG_SYNC_TASK,
    label: 'Синхронизация каталога',
    schedule: [{ cron: '0 * * * * *', queue: 'default' }],
    handler: async () => {
      await runJobHandler(CATALOG_SYNC_TASK)
      return { output: {} }
    },
  }
}
