import type { TaskConfig } from 'payload'

import { runJobHandler } from '../../server/job-handlers'

export const WATCH_DIGEST_TASK = 'watch-digest'

/**
 * «Дайджест подписок на цены», in Payload's jobs queue: once a day at 10:00 server time — Moscow, as scripts/serve.mjs
 * sets it unless TZ says otherwise (Payload's schedules take no time zone of their own) — the catalogue
 * changes since each subscription's last letter become at most one letter per address. The work is the price-watch
 * feature's (features/price-watch), registered at start-up.
 */
export function watchDigestTask(): TaskConfig<{ input: object; output: object }> {
  return {
    slug: WATCH_DIGEST_TASK,
    label: 'Дайджест подписок на цены',
    schedule: [{ cron: '0 0 10 * * *', queue: 'default' }],
    handler: async () => {
      await runJobHandler(WATCH_DIGEST_TASK)
      return { output: {} }
    },
  }
}
