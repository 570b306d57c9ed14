import { operation } from '@/server/api'

import { buildingFloorsSchema, floorPlanSchema, floorQuerySchema } from './floors.schema'
import { combinedSectionsSchema, genplanBuildingSchema, genplanQuerySchema, genplanSchema } from './genplan.schema'

const buildingParam = { name: 'id', description: 'Building id', schema: { type: 'integer', minimum: 1 } }
const TAG = 'Master plan'

/** The master plan: buildings, sections, floors and floor plans. */
export const genplanOperations = {
  genplan: operation({
    method: 'GET',
    shared: true,
    path: '/api/genplan/',
    tag: TAG,
    summary: 'Buildings with their sections and available flats per room type',
    query: genplanQuerySchema,
    response: { description: 'Buildings', schema: genplanSchema },
    errors: [400],
    example: '/api/genplan/',
  }),
  building: operation({
    method: 'GET',
    shared: true,
    path: '/api/genplan/building/{id}/',
    tag: TAG,
    summary: 'One building with its sections (SPEC §3 tooltip input)',
    params: [buildingParam],
    response: { description: 'The building', schema: genplanBuildingSchema },
    errors: [404],
    example: '/api/genplan/building/1/',
  }),
  floors: operation({
    method: 'GET',
    shared: true,
    path: '/api/genplan/building/{id}/floors/',
    tag: TAG,
    summary: "The building's sections with their floors: available flats and min price per floor",
    description: 'Available is the catalogue status (a booking whose hold ran out is available again).',
    params: [buildingParam],
    response: { description: 'Sections and floors', schema: buildingFloorsSchema },
    errors: [404],
    example: '/api/genplan/building/1/floors/',
  }),
  floor: operation({
    method: 'GET',
    shared: true,
    path: '/api/genplan/building/{id}/floors/{floor}/',
    tag: TAG,
    summary: "One section's floor plan: the plate picture and every flat on it with its outline",
    description:
      'The catalogue filters in the query do not remove flats: they set `matches` (and `matched`) so a page can dim the others. Without `status` every status matches. An unknown building, section or floor answers 404.',
    params: [buildingParam, { name: 'floor', description: 'Floor number', schema: { type: 'integer' } }],
    query: floorQuerySchema,
    response: { description: 'The floor plan', schema: floorPlanSchema },
    errors: [400, 404],
    example: '/api/genplan/building/1/floors/5/?rooms=2',
  }),
  combinedSections: operation({
    method: 'GET',
    shared: true,
    path: '/api/genplan/buildings-combined-sections/',
    tag: TAG,
    summary: 'Every section with properties_info (rooms, count, min_price)',
    query: genplanQuerySchema,
    response: { description: 'Sections', schema: combinedSectionsSchema },
    errors: [400],
    example: '/api/genplan/buildings-combined-sections/',
  }),
}
