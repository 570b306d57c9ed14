import { getCameraStatus, progressIdSchema, progressOperations } from '@/features/progress'
import { endpoint, json, notFound, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(progressOperations.cameraStatus, async ({ params }) => {
    const id = progressIdSchema.safeParse(params.id)
    if (!id.success) throw notFound('Камера не найдена')
    // Kept as long as the server keeps its answer, by the browser and by a CDN in front.
    return json(await getCameraStatus(id.data), { headers: { 'cache-control': 'public, max-age=30' } })
  }),
})
