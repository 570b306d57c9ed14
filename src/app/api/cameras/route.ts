import { listCameras, progressOperations } from '@/features/progress'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: serve(progressOperations.cameras, () => listCameras()) })
