import { FAVORITES_PAGE_SIZE } from '@/features/favorites'
import { PageHeader, routeContent } from '@/features/shell'

import { FavoritesScreen } from './favorites-screen'

/**
 * /favorites (SPEC §2.2): the visitor's favorites, or a shared collection (?collection=) read-only. The page is
 * the same for every visitor (docs/rendering.md): the list is the visitor's own, so the browser loads it.
 */
export function FavoritesPage() {
  const content = routeContent('favorites')
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead} hiddenHeading={content.hiddenHeading} />
      <div className="container">
        <FavoritesScreen pageSize={FAVORITES_PAGE_SIZE} />
      </div>
    </>
  )
}
