import { getProgressCard, progressIdSchema } from '@/features/progress'
import { endpoint, notFound } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: (_request, params) => {
    const id = progressIdSchema.safeParse(params.id)
    if (!id.success) throw notFound('Отчёт о строительстве не найден')
    return getProgressCard(id.data)
  },
})
