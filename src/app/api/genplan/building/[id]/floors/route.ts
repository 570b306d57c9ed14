import { buildingIdFrom, getBuildingFloors } from '@/features/genplan'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (_req, params) => getBuildingFloors(buildingIdFrom(params.id)),
})
