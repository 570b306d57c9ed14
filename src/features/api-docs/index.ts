export { renderDocsPage } from './docs-page'
export { buildOpenApiDocument, ENDPOINTS, getOpenApiDocument } from './openapi'
export { docsOperations } from './operations'
