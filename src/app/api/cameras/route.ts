import { listCameras, progressOperations } from '@/features/progress'
import { endpoint, serve } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: serve(progressOperations.cameras, () => listCameras()) })
