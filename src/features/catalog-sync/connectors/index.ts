/** The scheduled pulls of the catalogue: Profitbase and a price list at a URL, through the one import engine. */
import { cms } from '@/features/cms-runtime'
import { provideJobHandler } from '@/server/job-handlers'

import { runDueConnectors } from './runs'

export { CONNECTOR_TITLES, type ConnectorName, type ConnectorRun, lastRuns, runDueConnectors } from './runs'

/** The job of the queue's task «Синхронизация каталога» (cms/globals/catalog-sync-task.ts), registered at start-up. */
export function startCatalogSync(): void {
  provideJobHandler('catalog-sync', async () => runDueConnectors(await cms()))
}
