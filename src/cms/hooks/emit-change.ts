import type { CollectionConfig, GlobalConfig } from 'payload'

import { emitCmsChange } from '../../lib/change-events'

/** Adds afterChange/afterDelete hooks that announce the change to the app's caches. */
export function withChangeEvents(collection: CollectionConfig): CollectionConfig {
  const emit = ({ doc }: { doc: { id?: string | number } }) => {
    emitCmsChange({ kind: 'collection', slug: collection.slug, id: doc?.id })
    return doc
  }
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), emit],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), emit],
    },
  }
}

/** The same for a global. */
export function withGlobalChangeEvents(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    hooks: {
      ...global.hooks,
      afterChange: [
        ...(global.hooks?.afterChange ?? []),
        ({ doc }) => {
          emitCmsChange({ kind: 'global', slug: global.slug })
          return doc
        },
      ],
    },
  }
}
