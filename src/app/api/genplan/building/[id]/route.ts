import { buildingIdFrom, genplanOperations, getGenplanBuilding } from '@/features/genplan'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(genplanOperations.building, ({ params }) => getGenplanBuilding(buildingIdFrom(params.id))),
})
