import { catalogSyncOperations, pushCatalogue } from '@/features/catalog-sync'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  POST: serve(catalogSyncOperations.push, ({ body, request }) => pushCatalogue(body, request)),
})
