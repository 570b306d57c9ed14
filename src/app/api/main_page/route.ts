import { contentOperations, getMainPage } from '@/features/content'
import { flatFiguresByRooms } from '@/features/properties'
import { endpoint, serve } from '@/server/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: serve(contentOperations.mainPage, async () => getMainPage(await flatFiguresByRooms())),
})
