import { docsOperations, getOpenApiDocument } from '@/features/api-docs'
import { endpoint, serve } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: serve(docsOperations.openapi, () => getOpenApiDocument()) })
