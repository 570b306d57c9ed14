import { type DraftReader, getRequestBlock, getSunrisePage, type RequestBlockDto, type SunrisePageDto } from '../pages'

/** Everything the sunrise page renders: its global and the consultation texts. */
export interface SunrisePageContent {
  page: SunrisePageDto
  request: RequestBlockDto
}

/** Loads the sunrise page data and the consultation block in parallel. */
export async function getSunrisePageContent(draft?: DraftReader): Promise<SunrisePageContent> {
  const [page, request] = await Promise.all([getSunrisePage(draft), getRequestBlock()])
  return { page, request }
}
