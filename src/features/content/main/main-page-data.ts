import { type DraftReader, getMainPage, getRequestBlock, type LayoutFigures, type MainPageDto, type RequestBlockDto } from '../pages'

/** Everything the main page renders: the main page global and the consultation texts. */
export interface MainPageContent {
  page: MainPageDto
  request: RequestBlockDto
}

/** Loads the main page data (with the catalogue's «от» figures) and the consultation block in parallel. */
export async function getMainPageContent(figures: LayoutFigures, draft?: DraftReader): Promise<MainPageContent> {
  const [page, request] = await Promise.all([getMainPage(figures, draft), getRequestBlock()])
  return { page, request }
}
