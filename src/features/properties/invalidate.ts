import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { invalidateCatalog } from './catalog'

/**
 * Payload hooks that drop this process's catalogue snapshot when a property, building, section, layout
 * or media document changes. The catalogue already listens to the CMS change events of
 * src/lib/change-events.ts (emitted by src/cms/hooks/emit-change.ts for every collection), so these are
 * only needed where those events are not wired; registering both is harmless.
 */
export const invalidateCatalogAfterChange: CollectionAfterChangeHook = ({ doc, collection }) => {
  invalidateCatalog(collection.slug)
  return doc
}

/** The afterDelete twin of invalidateCatalogAfterChange. */
export const invalidateCatalogAfterDelete: CollectionAfterDeleteHook = ({ doc, collection }) => {
  invalidateCatalog(collection.slug)
  return doc
}

/** Hooks to spread into the `hooks` of the catalogue collections. */
export const catalogInvalidationHooks = { afterChange: [invalidateCatalogAfterChange], afterDelete: [invalidateCatalogAfterDelete] }
