import { getMainPage } from '@/features/content'
import { flatFiguresByRooms } from '@/features/properties'
import { endpoint } from '@/lib/api'

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({ GET: async () => getMainPage(await flatFiguresByRooms()) })
