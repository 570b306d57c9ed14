import { getProgressFacets, progressFacetsQuerySchema } from '@/features/progress'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (request) => {
    // Validated so a malformed year is a 400 like everywhere else; the year's own facet ignores it.
    parseQuery(progressFacetsQuerySchema, new URL(request.url).searchParams)
    return getProgressFacets()
  },
})
