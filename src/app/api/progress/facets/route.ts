import { getProgressFacets, progressOperations } from '@/features/progress'
import { endpoint, serve } from '@/server/api'

// The query is validated by the operation (a malformed year is a 400); the year's own facet ignores it.
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(progressOperations.facets, () => getProgressFacets()),
})
