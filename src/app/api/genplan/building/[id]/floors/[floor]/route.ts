import { buildingIdFrom, floorFrom, genplanOperations, getFloorPlan } from '@/features/genplan'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(genplanOperations.floor, ({ params, query }) => getFloorPlan(buildingIdFrom(params.id), floorFrom(params.floor), query)),
})
