import { getProperty, propertyIdFrom } from '@/features/properties'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: (_req, params) => getProperty(propertyIdFrom(params.id)) })
