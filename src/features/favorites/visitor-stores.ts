import { browserHttp } from '@/features/shell'

import { createViewedStore } from './viewed-store'

/** The page's one store of favorite, pinned and compared ids (the header's links read the same module). */
export { visitorLists } from './visitor-lists'

/** The page's one store of viewed items (SPEC §4: clear and delete are local). */
export const viewedItems = createViewedStore(browserHttp, () => {
  try {
    return window.localStorage
  } catch {
    // Storage blocked (private mode): hiding lasts for the page only.
    return null
  }
})
