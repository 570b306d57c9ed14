import type {
  CollectionAfterChangeHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { emitCmsChange } from '../../lib/change-events'

type Status = { _status?: unknown } | null | undefined

const hasDrafts = (entity: CollectionConfig | GlobalConfig) => typeof entity.versions === 'object' && Boolean(entity.versions?.drafts)

/**
 * Did this save change what the site shows? For a document with drafts the site reads only the published
 * main row, and Payload writes that row on a publish (or an unpublish), never on a draft save or an autosave
 * — those go to the versions table alone. So: a published result is a publish; a draft result over a draft
 * changed nothing public; a draft result over a published document is either a draft save (the main row is
 * still published) or an unpublish (it is not) — the one case the row itself has to tell.
 */
export async function isPublicChange(doc: Status, previousDoc: Status, mainRowStatus: () => Promise<unknown>): Promise<boolean> {
  if (doc?._status !== 'draft') return true
  if (previousDoc?._status !== 'published') return false
  return (await mainRowStatus()) !== 'published'
}

/** Adds afterChange/afterDelete hooks that announce a change of what the site shows to the app's caches. */
export function withChangeEvents(collection: CollectionConfig): CollectionConfig {
  const emit = ({ doc }: { doc: { id?: string | number } }) => {
    emitCmsChange({ kind: 'collection', slug: collection.slug, id: doc?.id })
    return doc
  }
  const drafts = hasDrafts(collection)
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (drafts) {
      const mainRow = async () => (await mainDocument(req, collection.slug as CollectionSlug, doc.id))?._status
      if (!(await isPublicChange(doc, previousDoc, mainRow))) return doc
    }
    return emit({ doc })
  }
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), emit],
    },
  }
}

/** The same for a global. */
export function withGlobalChangeEvents(global: GlobalConfig): GlobalConfig {
  const drafts = hasDrafts(global)
  const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (drafts) {
      const mainRow = async () =>
        ((await req.payload.db.findGlobal({ slug: global.slug, req, select: { _status: true } })) as Status)?._status
      if (!(await isPublicChange(doc, previousDoc, mainRow))) return doc
    }
    emitCmsChange({ kind: 'global', slug: global.slug })
    return doc
  }
  return { ...global, hooks: { ...global.hooks, afterChange: [...(global.hooks?.afterChange ?? []), afterChange] } }
}

/** The collection's main row (not a version), read straight from the database adapter. */
async function mainDocument(req: PayloadRequest, slug: CollectionSlug, id: string | number): Promise<Status> {
  return (await req.payload.db.findOne({ collection: slug, where: { id: { equals: id } }, req, select: { _status: true } })) as Status
}
