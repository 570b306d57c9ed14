import { listPromos, propertiesOperations } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(propertiesOperations.banner, ({ query }) => listPromos('banner', query)),
})
