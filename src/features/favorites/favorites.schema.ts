import { z } from 'zod'

import { orderParamSchema, withPropertyFilters } from '@/features/properties'
import { q } from '@/server/api'

import { COLLECTION_KEY_PATTERN, COMPARE_LIMIT } from './list-rules'

/** SPEC §9: the favorites page size; viewed and pinned lists use it too. */
export const FAVORITES_PAGE_SIZE = 40
/** How many items one visitor may keep: favorites, pinned and compare refuse more, viewed forgets the oldest. */
export const LIST_LIMITS = { favorite: 300, pinned: 50, viewed: 50, compare: COMPARE_LIMIT } as const

export type VisitorList = keyof typeof LIST_LIMITS

/**
 * Query of the visitor lists (/api/favorites/, /api/viewed/, /api/pinned/, a collection's properties):
 * the catalogue filters (any status by default), `order` (default: most recently added first), `exclude` and paging.
 */
export const visitorListQuerySchema = withPropertyFilters({
  order: orderParamSchema.describe('A catalogue order; default: most recently added first'),
  exclude: q
    .list(z.coerce.number().int().positive().max(2_147_483_647))
    .optional()
    .describe('Property ids to leave out: the viewed items this browser cleared or deleted (SPEC §4: they are local)'),
  limit: q.limit(FAVORITES_PAGE_SIZE, 100),
  offset: q.offset(),
})
export type VisitorListQuery = z.infer<typeof visitorListQuerySchema>

/** POST body of /api/favorites/, /api/viewed/, /api/pinned/: JSON `{ "id": 123 }` or form data id=123. */
export const idBodySchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** A favorite collection key as it appears in /favorites?collection=<key>. */
export const collectionKeySchema = z.string().regex(COLLECTION_KEY_PATTERN)

/** The ids of a visitor list, most recently added first (answer of every write and of favorite_properties). */
export const idListSchema = z
  .object({ count: z.number().int(), results: z.array(z.number().int()).describe('Property ids, most recent first') })
  .meta({ id: 'IdList' })
export type IdList = z.infer<typeof idListSchema>

/** Answer of POST /api/favorite_collection/. */
export const collectionCreatedSchema = z
  .object({ key: z.string().describe('Open with /favorites?collection=<key>'), count: z.number().int() })
  .meta({ id: 'FavoriteCollectionCreated' })
export type CollectionCreated = z.infer<typeof collectionCreatedSchema>
