import { docsOperations, getOpenApiDocument } from '@/features/api-docs'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: serve(docsOperations.openapi, () => getOpenApiDocument()) })
