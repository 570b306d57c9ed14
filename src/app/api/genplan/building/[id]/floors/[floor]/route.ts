import { buildingIdFrom, floorFrom, floorQuerySchema, getFloorPlan } from '@/features/genplan'
import { endpoint, parseQuery } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (req, params) =>
    getFloorPlan(buildingIdFrom(params.id), floorFrom(params.floor), parseQuery(floorQuerySchema, new URL(req.url).searchParams)),
})
