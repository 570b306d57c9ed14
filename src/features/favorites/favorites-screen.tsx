'use client'

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

import type { PropertyList } from '@/features/properties'
import { browserHttp } from '@/features/shell'
import { useFetch } from '@/ui/shared/use-fetch'

import styles from './favorites-screen.module.css'
import { listPathOf, SHARED_TEXTS } from './favorites-collection'
import { collectionInUrl, noSubscription } from './shared-link'

export interface FavoritesScreenProps {
  pageSize: number
}

// The list, its cards and its toolbar show only once the visitor's list has arrived, which the browser asks for after
// hydration: their code downloads at the same moment, beside that request, not in every visit's first load.
const loadList = () => import('./favorites-list')
const FavoritesList = lazy(() => loadList().then((m) => ({ default: m.FavoritesList })))

/**
 * The page's lead: the visitor's own words for their favourites, or — on a shared link — that the selection was
 * sent to them. The server's HTML, the same for everyone, carries the first.
 */
export function FavoritesLead({ own, className }: { own: string; className?: string }) {
  const collection = useSyncExternalStore(noSubscription, collectionInUrl, () => undefined)
  return <p className={className}>{collection ? SHARED_TEXTS.lead : own}</p>
}

/**
 * The favorites page's island. The page is the same cached HTML for every visitor (docs/rendering.md), so the
 * list, the visitor's own or the shared collection of the URL, is loaded here, in the browser.
 */
export function FavoritesScreen({ pageSize }: FavoritesScreenProps) {
  // undefined until hydrated: the server cannot know the visitor, nor the query of a cached page.
  const collection = useSyncExternalStore(noSubscription, collectionInUrl, () => undefined)
  const listKey = collection === undefined ? null : (collection ?? 'own')
  useEffect(() => {
    void loadList()
  }, [])
  const loaded = useFetch(listKey === null ? null : `${listKey}:${pageSize}`, (signal) =>
    browserHttp.get<PropertyList>(listPathOf(collection ?? null), { query: { limit: pageSize, offset: 0 }, signal }),
  )

  if (collection === undefined || loaded.loading) return <ListLoading />
  // Not loading and not answered: the request failed.
  if (!loaded.current || !loaded.data) {
    return (
      <p className={styles.shareError} role="alert">
        Не удалось загрузить список. Обновите страницу
      </p>
    )
  }
  // A new collection (or none) starts a fresh list.
  return (
    <Suspense fallback={<ListLoading />}>
      <FavoritesList key={listKey} initialList={loaded.data} collection={collection} pageSize={pageSize} />
    </Suspense>
  )
}

function ListLoading() {
  return (
    <div className={styles.loading} role="status">
      Загружаем список…
    </div>
  )
}
