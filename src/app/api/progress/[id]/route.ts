import { getProgressCard, progressIdSchema, progressOperations } from '@/features/progress'
import { endpoint, notFound, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(progressOperations.card, ({ params }) => {
    const id = progressIdSchema.safeParse(params.id)
    if (!id.success) throw notFound('Отчёт о строительстве не найден')
    return getProgressCard(id.data)
  }),
})
