export { renderDocsPage } from './docs-page'
export type { DocContext, EndpointDoc } from './endpoint-doc'
export { buildOpenApiDocument, ENDPOINTS, getOpenApiDocument } from './openapi'
