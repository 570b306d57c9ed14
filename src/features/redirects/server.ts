/** Server reads of the CMS redirects (route handlers and server code only). */
import { cms } from '@/cms/client'
import { onCmsChange } from '@/lib/change-events'
import { createTtlCache } from '@/lib/ttl-cache'

import { buildRedirectTable, type RedirectLookup, type RedirectRecord, type RedirectTable, resolveRedirect } from './lookup'

// The whole table is small (old links and campaign paths), so one query serves every lookup.
const cache = createTtlCache<RedirectTable>({ ttlMs: 5_000, max: 1 })
onCmsChange((event) => {
  if (event.slug === 'redirects') cache.clear()
})

/** Every CMS redirect, indexed by normalized path. */
export function getRedirectTable(): Promise<RedirectTable> {
  return cache.get('table', async () => {
    const payload = await cms()
    const result = await payload.find({ collection: 'redirects', limit: 10_000, pagination: false, depth: 0 })
    return buildRedirectTable(result.docs as RedirectRecord[])
  })
}

/** The lookup answer for one path (SPEC §4 step 4). */
export async function lookupRedirect(path: string): Promise<RedirectLookup> {
  return resolveRedirect(await getRedirectTable(), path)
}
