import { PageHeader, routeContent } from '@/features/shell'

import { FAVORITES_PAGE_SIZE } from './favorites.schema'
import { FavoritesLead, FavoritesScreen } from './favorites-screen'
import styles from './favorites-screen.module.css'

/**
 * /favorites (SPEC §2.2): the visitor's favorites, or a shared collection (?collection=) read-only. The page is
 * the same for every visitor (docs/rendering.md): the list is the visitor's own, so the browser loads it.
 */
export function FavoritesPage() {
  const content = routeContent('favorites')
  return (
    <>
      {/* The lead is the island's: a shared link's recipient reads that the selection was sent to them. */}
      <PageHeader eyebrow={content.eyebrow} title={content.title} hiddenHeading={content.hiddenHeading}>
        {content.lead ? <FavoritesLead own={content.lead} className={styles.lead} /> : null}
      </PageHeader>
      <div className="container">
        <FavoritesScreen pageSize={FAVORITES_PAGE_SIZE} />
      </div>
    </>
  )
}
