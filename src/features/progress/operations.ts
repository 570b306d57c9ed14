import { operation } from '@/server/api'

import {
  camerasSchema,
  cameraStatusSchema,
  panoramaCardSchema,
  progressCardSchema,
  progressFacetsQuerySchema,
  progressFacetsSchema,
  progressListSchema,
  progressPromoSchema,
  progressQuerySchema,
  progressSpecsSchema,
} from './progress.schema'

const TAG = 'Progress'

/** Construction progress: reports, their years, the promo, cameras and the panorama. */
export const progressOperations = {
  list: operation({
    method: 'GET',
    path: '/api/progress/',
    tag: TAG,
    summary: 'Construction reports, newest first',
    query: progressQuerySchema,
    response: { description: 'A page of reports', schema: progressListSchema },
    errors: [400],
    example: '/api/progress/?year=2025',
  }),
  specs: operation({
    method: 'GET',
    path: '/api/progress/specs/',
    tag: TAG,
    summary: 'Years with reports as options',
    response: { description: 'Specs', schema: progressSpecsSchema },
    example: '/api/progress/specs/',
  }),
  facets: operation({
    method: 'GET',
    path: '/api/progress/facets/',
    tag: TAG,
    summary: 'Reports per year',
    description: 'The year is validated (a malformed one is a 400) and does not narrow its own facet.',
    query: progressFacetsQuerySchema,
    response: { description: 'Facets', schema: progressFacetsSchema },
    errors: [400],
    example: '/api/progress/facets/',
  }),
  card: operation({
    method: 'GET',
    path: '/api/progress/{id}/',
    tag: TAG,
    summary: 'One construction report',
    params: [{ name: 'id', description: 'Report id', schema: { type: 'integer', minimum: 1 } }],
    response: { description: 'The report', schema: progressCardSchema },
    errors: [404],
    example: '/api/progress/1/',
  }),
  promo: operation({
    method: 'GET',
    path: '/api/progress/promo/',
    tag: TAG,
    summary: 'The active promo banner of the progress page',
    description: 'The first active promo with placement “progress” (by order), or null when there is none.',
    response: { description: 'The promo or null', schema: progressPromoSchema.nullable() },
    example: '/api/progress/promo/',
  }),
  cameras: operation({
    method: 'GET',
    path: '/api/cameras/',
    tag: TAG,
    summary: 'Construction web cameras',
    response: { description: 'The cameras', schema: camerasSchema },
    example: '/api/cameras/',
  }),
  cameraStatus: operation({
    method: 'GET',
    path: '/api/cameras/{id}/status/',
    tag: TAG,
    summary: 'Whether a web camera broadcasts now',
    description:
      'The server asks the camera’s HLS playlist (HEAD, 3 s at most; an answer is kept for 30 s). A camera that is off shows its last frame instead of a play button.',
    params: [{ name: 'id', description: 'Camera id', schema: { type: 'integer', minimum: 1 } }],
    response: { description: 'The camera’s state', schema: cameraStatusSchema },
    errors: [404],
    example: '/api/cameras/1/status/',
  }),
  panorama: operation({
    method: 'GET',
    path: '/api/panorama_card/',
    tag: TAG,
    summary: 'The 360° panorama card of the progress page',
    response: { description: 'The card', schema: panoramaCardSchema },
    example: '/api/panorama_card/',
  }),
}
