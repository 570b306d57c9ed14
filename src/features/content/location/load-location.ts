import { serverEnv } from '@/server/env'

import { type DraftReader, getLocationPage, globalDto, type LocationPageDto } from '../pages'

/** Everything the location page renders: its CMS global, the complex's name and the optional Yandex Maps key. */
export interface LocationView {
  page: LocationPageDto
  projectName: string | null
  yandexMapsKey: string | null
}

/** Loads the location page (/location). */
export async function getLocationView(draft?: DraftReader): Promise<LocationView> {
  const [page, settings] = await Promise.all([getLocationPage(draft), globalDto('site-settings', draft)])
  return { page, projectName: settings.project_name || null, yandexMapsKey: serverEnv().YANDEX_MAPS_API_KEY ?? null }
}
