import 'server-only'

/** Server reads of the CMS redirects (route handlers and server code only). */
import { cms } from '@/features/cms-runtime'
import { canonicalPropertyPath, matchRoute, pathKind } from '@/features/navigation'
import { propertyTypeOf } from '@/features/properties'
import { onCmsChangeSettled } from '@/server/change-events'
import { processReadCache } from '@/server/read-cache'

import { provideInProcessLookup } from './in-process'
import { buildRedirectTable, type RedirectLookup, type RedirectRecord, type RedirectTable, resolveRedirect } from './lookup'
import { normalizeRedirectPath } from './target'

// The whole table is small (old links and campaign paths), so one query serves every lookup.
const table = () => processReadCache<RedirectTable>('redirects', { ttlMs: 5_000, max: 1 })

/** Drops the table when a redirect changes (src/start-up.ts, once per process); returns the stop. */
export function keepRedirectsFresh(): () => void {
  return onCmsChangeSettled((event) => {
    if (event.slug === 'redirects') table().clear()
  })
}

/** Every CMS redirect, indexed by normalized path. */
export function getRedirectTable(): Promise<RedirectTable> {
  return table().get('table', async () => {
    const payload = await cms()
    const result = await payload.find({ collection: 'redirects', limit: 10_000, pagination: false, depth: 0 })
    return buildRedirectTable(result.docs as RedirectRecord[])
  })
}

/**
 * The lookup answer for one path (SPEC §4 step 4): a CMS redirect first (old links are unknown paths);
 * else what the site itself knows about the path — a property card asked under the wrong type moves
 * permanently to its canonical card (DESIGN.md readings), and a path that can only answer 404 says so.
 */
export async function lookupRedirect(path: string): Promise<RedirectLookup> {
  const fromCms = resolveRedirect(await getRedirectTable(), path)
  if (fromCms.redirect) return fromCms
  return { ...fromCms, ...(await pathAnswer(normalizeRedirectPath(path))) }
}

const NUMERIC_ID = /^[1-9]\d{0,9}$/

/** The site's own answer for a normalized path: a canonical-card redirect, a 404 kind, or nothing. */
async function pathAnswer(pathname: string): Promise<Partial<RedirectLookup>> {
  const kind = pathKind(pathname)
  if (kind !== 'page') return { notFound: kind }
  const match = matchRoute(pathname)
  if (match?.name !== 'flats-id' && match?.name !== 'properties-type-id' && match?.name !== 'flats-id-print') return {}
  const id = match.params.id ?? ''
  const type = NUMERIC_ID.test(id) ? await propertyTypeOf(Number(id)) : null
  if (!type) return { notFound: 'invalid' }
  const required = match.name === 'properties-type-id' ? match.params.type : 'flat'
  if (type === required) return {}
  // The print sheet exists for flats only.
  if (match.name === 'flats-id-print') return { notFound: 'invalid' }
  return { redirect: canonicalPropertyPath(type, id), statusCode: 301 }
}
/** Hands lookupRedirect to the proxy of this process (instrumentation, once per process); returns the withdrawal. */
export function provideLookupToProxy(): () => void {
  return provideInProcessLookup(lookupRedirect)
}

export { redirectsOperations } from './operations'
