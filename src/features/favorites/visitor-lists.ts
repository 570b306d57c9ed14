import { browserHttp } from '@/features/shell'

import { createVisitorListsStore } from './visitor-lists-store'

/**
 * The page's one store of the visitor's favorite, pinned and compared ids, in a module of its own: the header's
 * links read it on every page without the viewed store and the toggles.
 */
export const visitorLists = createVisitorListsStore(browserHttp)
