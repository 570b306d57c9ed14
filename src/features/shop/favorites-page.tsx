import { cookies } from 'next/headers'

import { collectionKeySchema, FAVORITES_PAGE_SIZE } from '@/features/favorites'
import { loadPageData, PageHeader, routeContent } from '@/features/shell'

import { FavoritesScreen } from './favorites-screen'
import { loadFavoritesData } from './shop-data'
import { parseView, VIEW_COOKIE } from './view-preference'

export interface FavoritesPageProps {
  /** The ?collection= value as it came; a malformed key shows the visitor's own favorites. */
  collection?: string | string[]
}

/** /favorites (SPEC §2.2): the visitor's favorites, or a shared collection read-only, first page server-rendered. */
export async function FavoritesPage({ collection }: FavoritesPageProps) {
  const parsed = collectionKeySchema.safeParse(Array.isArray(collection) ? collection[0] : collection)
  const key = parsed.success ? parsed.data : null
  const content = routeContent('favorites')
  const [data, view] = await Promise.all([
    loadPageData(() => loadFavoritesData(key)),
    cookies().then((jar) => parseView(jar.get(VIEW_COOKIE)?.value)),
  ])
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead} hiddenHeading={content.hiddenHeading} />
      <div className="container">
        <FavoritesScreen
          // A new collection (or none) starts a fresh list.
          key={key ?? 'own'}
          initialList={data.list}
          collection={data.collection}
          initialView={view}
          pageSize={FAVORITES_PAGE_SIZE}
        />
      </div>
    </>
  )
}
