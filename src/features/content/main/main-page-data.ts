import { type DraftReader, getMainPage, getRequestBlock, type MainPageDto, type RequestBlockDto } from '../pages'

/** Everything the main page renders: the main page global and the consultation texts. */
export interface MainPageContent {
  page: MainPageDto
  request: RequestBlockDto
}

/** Loads the main page data and the consultation block in parallel. */
export async function getMainPageContent(draft?: DraftReader): Promise<MainPageContent> {
  const [page, request] = await Promise.all([getMainPage(draft), getRequestBlock()])
  return { page, request }
}
