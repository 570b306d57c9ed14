'use client'

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

import { collectionInUrl, noSubscription } from '@/features/favorites/client'
import { browserHttp } from '@/features/shell'
import { HttpError } from '@/lib/http-error'
import { useFetch } from '@/ui/shared/use-fetch'

import type { CompareList } from './compare.schema'
import styles from './compare-screen.module.css'

// The table shows only once the comparison has arrived, which the browser asks for after hydration: its code
// downloads at the same moment, beside that request, not in every visit's first load.
const loadComparison = () => import('./comparison')
const Comparison = lazy(() => loadComparison().then((m) => ({ default: m.Comparison })))

const pathOf = (collection: string | null) =>
  collection === null ? '/api/compare/' : `/api/compare_collection/${encodeURIComponent(collection)}/`

/**
 * The compare page's island. The page is the same cached HTML for every visitor (docs/rendering.md), so the
 * comparison, the visitor's own or the shared one of the URL, is loaded here, in the browser.
 */
export function CompareScreen() {
  // undefined until hydrated: the server cannot know the visitor, nor the query of a cached page.
  const collection = useSyncExternalStore(noSubscription, collectionInUrl, () => undefined)
  const key = collection === undefined ? null : (collection ?? 'own')
  useEffect(() => {
    void loadComparison()
  }, [])
  const compared = useFetch(key, (signal) => browserHttp.get<CompareList>(pathOf(collection ?? null), { signal }))

  if (collection === undefined || compared.loading) return <ComparisonLoading />
  // Not loading and not answered: the request failed.
  if (!compared.current || !compared.data) {
    const missing = compared.error instanceof HttpError && compared.error.status === 404
    return (
      <div className={styles.empty} role="alert">
        <p className={styles.emptyTitle}>
          {missing ? 'Ссылка на сравнение устарела или набрана с ошибкой' : 'Не удалось загрузить сравнение'}
        </p>
        {/* A full load on purpose: the island reads ?collection= once, when the page loads. */}
        <a className={styles.emptyLink} href="/compare">
          открыть моё сравнение
        </a>
      </div>
    )
  }
  return (
    <Suspense fallback={<ComparisonLoading />}>
      <Comparison key={key} initialItems={compared.data.results} shared={collection !== null} />
    </Suspense>
  )
}

function ComparisonLoading() {
  return (
    <div className={styles.loading} role="status" aria-busy="true">
      Загружаем сравнение…
    </div>
  )
}
