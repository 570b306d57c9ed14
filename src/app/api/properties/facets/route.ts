import { propertiesOperations, propertyFacets } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(propertiesOperations.facets, ({ query }) => propertyFacets(query)),
})
