import { unknownApiPath } from '@/server/api'

/** /api and every /api/… path no route matches (/api/nope/, /api/properties/83/nope/): the API's JSON 404. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownApiPath()
