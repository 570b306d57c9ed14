import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalBeforeOperationHook,
  GlobalConfig,
  GlobalSlug,
  PayloadRequest,
} from 'payload'

import { emitCmsChange } from '../../server/change-events'

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

/** Payload sets this on the request's context while it restores a version (its restoreVersion operations). */
const isRestoring = (req: PayloadRequest) => req.context?.isRestoringVersion === true
/** Set here when a global's restore was asked as a draft (`?draft=true`): only then may it leave the page unpublished. */
const RESTORE_AS_DRAFT = 'novaya-zarya.restoreAsDraft'

/*
 * «Восстановить» puts the chosen version on the site. Payload writes the version as it was saved, and most
 * saved versions are drafts (autosaves): restoring one would write `_status: 'draft'` into the main row and
 * take the page off the site (a visitor reads only a published row). So a restore not asked as a draft
 * publishes what it restores; «Восстановить как черновик» (collections) still keeps it a draft.
 */

/** Adds afterChange/afterDelete hooks that announce a change of what the site shows to the app's caches. */
export function withChangeEvents(collection: CollectionConfig): CollectionConfig {
  const emit = ({ doc }: { doc: { id?: string | number } }) => {
    emitCmsChange({ kind: 'collection', slug: collection.slug, id: doc?.id })
    return doc
  }
  const drafts = hasDrafts(collection)
  // A collection's restore runs the beforeChange hooks, then sets 'draft' itself when asked as a draft.
  const publishRestored: CollectionBeforeChangeHook = ({ data, req }) => {
    if (data && isRestoring(req)) data._status = 'published'
    return data
  }
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
      beforeChange: [...(collection.hooks?.beforeChange ?? []), ...(drafts ? [publishRestored] : [])],
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), emit],
    },
  }
}

/**
 * The same for a global. A global's restore is its own case: Payload always writes the main row, runs no
 * beforeChange hook, and hands afterChange the new version record (its `_status` is the field's default,
 * 'draft', whatever was restored), so the rule above would read a restored published page as a draft save
 * and announce nothing — the site kept the old page until a restart. A restore always changes the page.
 */
export function withGlobalChangeEvents(global: GlobalConfig): GlobalConfig {
  const drafts = hasDrafts(global)
  const mainRowStatus = async (req: PayloadRequest) =>
    ((await req.payload.db.findGlobal({ slug: global.slug, req, select: { _status: true } })) as Status)?._status
  const noteDraftRestore: GlobalBeforeOperationHook = ({ args, operation, req }) => {
    if (operation === 'restoreVersion') req.context[RESTORE_AS_DRAFT] = Boolean((args as { draft?: boolean } | undefined)?.draft)
    return args
  }
  const afterChange: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
    if (drafts && isRestoring(req)) {
      // A draft version restored: publish it (the main row already holds its content), in the same transaction.
      if (req.context[RESTORE_AS_DRAFT] !== true && (await mainRowStatus(req)) !== 'published') {
        await req.payload.updateGlobal({
          slug: global.slug as GlobalSlug,
          data: { _status: 'published' } as never,
          req,
          depth: 0,
          overrideAccess: !req.user,
        })
      }
    } else if (drafts && !(await isPublicChange(doc, previousDoc, () => mainRowStatus(req)))) return doc
    emitCmsChange({ kind: 'global', slug: global.slug })
    return doc
  }
  const hooks = global.hooks
  return {
    ...global,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks?.beforeOperation ?? []), ...(drafts ? [noteDraftRestore] : [])],
      afterChange: [...(hooks?.afterChange ?? []), afterChange],
    },
  }
}

/** The collection's main row (not a version), read straight from the database adapter. */
async function mainDocument(req: PayloadRequest, slug: CollectionSlug, id: string | number): Promise<Status> {
  return (await req.payload.db.findOne({ collection: slug, where: { id: { equals: id } }, req, select: { _status: true } })) as Status
}
