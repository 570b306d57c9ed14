/**
 * SPEC §2.1: home, construction-progress, favorites, mortgage, sunrise, properties/{type} and
 * properties/{type}/{id} each have a sibling path ending in /types. They exist only for old links, so
 * they answer a permanent redirect (308) to their parent page, with and without a trailing slash.
 * Used by next.config.ts (redirects run before the proxy and the routes). No imports: the config loads it.
 */

/** Parent paths whose '/types' sibling redirects to them (path-to-regexp syntax). */
export const TYPES_PARENTS = [
  '/',
  '/construction-progress',
  '/favorites',
  '/mortgage',
  '/sunrise',
  '/properties/:type',
  '/properties/:type/:id',
] as const

export interface ConfigRedirect {
  source: string
  destination: string
  permanent: true
}

/** The redirects() entries of next.config.ts for the /types siblings. */
export function typesRedirects(): ConfigRedirect[] {
  return TYPES_PARENTS.flatMap((parent) => {
    const source = parent === '/' ? '/types' : `${parent}/types`
    return [
      { source, destination: parent, permanent: true as const },
      { source: `${source}/`, destination: parent, permanent: true as const },
    ]
  })
}
