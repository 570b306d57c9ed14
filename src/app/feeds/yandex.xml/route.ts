import { yandexFeedResponse } from '@/features/feeds'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { endpoint } from '@/server/api'

// Built from the live catalogue at request time, never prerendered at build (there is no database then).
export const dynamic = 'force-dynamic'

/** GET /feeds/yandex.xml — the Yandex.Realty feed of available flats (YRL for new buildings). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = endpoint({
  GET: async (req) => yandexFeedResponse(req, await getSiteSettingsSafe()),
})
