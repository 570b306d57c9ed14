import { type DraftReader, getRequestBlock, getYardsPage, type RequestBlockDto, type YardsPageDto } from '../pages'

/** Everything the yards page renders: its CMS global and the consultation texts. */
export interface YardsView {
  page: YardsPageDto
  request: RequestBlockDto
}

/** Loads the yards page (/yards) and the consultation block in parallel. */
export async function getYardsView(draft?: DraftReader): Promise<YardsView> {
  const [page, request] = await Promise.all([getYardsPage(draft), getRequestBlock()])
  return { page, request }
}
