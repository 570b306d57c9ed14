import { operation } from '@/server/api'

/** This API's own documentation. */
export const docsOperations = {
  openapi: operation({
    method: 'GET',
    path: '/api/openapi.json',
    tag: 'Docs',
    summary: 'This OpenAPI 3.1 document',
    response: { description: 'OpenAPI document', json: { type: 'object' } },
    example: '/api/openapi.json',
  }),
  page: operation({
    method: 'GET',
    path: '/api/docs',
    tag: 'Docs',
    summary: 'Readable API documentation (HTML)',
    response: { description: 'HTML page', contentType: 'text/html', json: { type: 'string' } },
    example: '/api/docs',
  }),
}
