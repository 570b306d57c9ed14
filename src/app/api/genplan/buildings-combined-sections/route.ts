import { combinedSections, genplanOperations } from '@/features/genplan'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(genplanOperations.combinedSections, ({ query }) => combinedSections(query)),
})
