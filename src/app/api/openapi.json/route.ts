import { getOpenApiDocument } from '@/features/api-docs'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: () => getOpenApiDocument() })
