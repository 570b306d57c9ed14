'use client'

import { useEffect, useMemo, useState } from 'react'

import type { PropertyCard, PropertyList } from '@/features/properties'
import { browserHttp } from '@/features/shell'
import { type CardView, rememberView, resultCountText, ResultsGrid, useViewPreference, ViewToggle } from '@/features/shop/client'
import { Button } from '@/ui/button/button'

import { listPathOf, SHARED_TEXTS } from './favorites-collection'
import styles from './favorites-screen.module.css'
import { createShareLink, type ShareState } from './shared-link'
import { clearVisitorLists, saveFavorites, useVisitorLists } from './use-visitor-lists'

export interface FavoritesListProps {
  initialList: PropertyList
  /** A shared collection's key: the list is someone else's, shown read-only. */
  collection: string | null
  pageSize: number
}

/** The pinned list's own limit (LIST_LIMITS.pinned): one page holds all of it. */
const PINNED_LIMIT = 50

/** The link a collection opens with. */
export function collectionUrl(origin: string, key: string): string {
  return `${origin}/favorites?collection=${encodeURIComponent(key)}`
}

/**
 * The favorites list (SPEC §2.2): the visitor's favorite properties with the view toggle, 'показать ещё',
 * 'поделиться' (a collection link copied to the clipboard, shown as well in case copying is not allowed) and
 * 'очистить' (favorites and pinned). Pinned properties come first with a «закреплено» mark. With ?collection= it
 * shows that shared collection read-only.
 */
export function FavoritesList({ initialList, collection, pageSize }: FavoritesListProps) {
  const [cards, setCards] = useState<PropertyCard[]>(initialList.results)
  const [hasNext, setHasNext] = useState(initialList.hasNext)
  const [count, setCount] = useState(initialList.count)
  const [appending, setAppending] = useState(false)
  const [clearing, setClearing] = useState(false)
  const view = useViewPreference()
  const [share, setShare] = useState<ShareState>({ kind: 'idle' })
  const lists = useVisitorLists()
  const readOnly = collection !== null

  // The visitor's pinned properties come first: a pin that showed nowhere would do nothing. They are read in the
  // browser, like every visitor list should be, so the server's HTML stays the same for everyone.
  const [pinnedCards, setPinnedCards] = useState<PropertyCard[]>([])
  useEffect(() => {
    if (readOnly) return
    const abort = new AbortController()
    browserHttp
      .get<PropertyList>('/api/pinned/', { query: { limit: PINNED_LIMIT }, signal: abort.signal, report: false })
      .then((list) => setPinnedCards(list.results))
      .catch(() => {
        // No pinned list: the favorites alone, as before.
      })
    return () => abort.abort()
  }, [readOnly])

  // A heart switched off on this page takes the card away at once; a pin switched off takes it out of the top.
  const { pinned, shown } = useMemo(() => {
    if (readOnly) return { pinned: [] as PropertyCard[], shown: cards }
    const isPinned = (id: number) => (lists.loaded ? lists.pinned.has(id) : pinnedCards.some((c) => c.id === id))
    const top = [...pinnedCards, ...cards].filter((card, i, all) => isPinned(card.id) && all.findIndex((c) => c.id === card.id) === i)
    const rest = (lists.loaded ? cards.filter((card) => lists.favorite.has(card.id)) : cards).filter((card) => !isPinned(card.id))
    return { pinned: top, shown: rest }
  }, [cards, pinnedCards, lists, readOnly])
  const favoritesLeft = readOnly || !lists.loaded ? cards.length : cards.filter((card) => lists.favorite.has(card.id)).length
  const removed = cards.length - favoritesLeft
  // Pinned ones that are favorites too are in the favorites' count already.
  const pinnedOnly = pinned.filter((card) => !(lists.loaded ? lists.favorite.has(card.id) : cards.some((c) => c.id === card.id))).length
  const total = Math.max(0, count - removed) + pinnedOnly
  const pinnedIds = useMemo(() => new Set(pinned.map((card) => card.id)), [pinned])

  const listPath = listPathOf(collection)

  const showMore = async () => {
    setAppending(true)
    try {
      const next = await browserHttp.get<PropertyList>(listPath, { query: { limit: pageSize, offset: cards.length } })
      setCards((current) => [...current, ...next.results.filter((card) => !current.some((c) => c.id === card.id))])
      setHasNext(next.hasNext)
      setCount(next.count)
    } catch {
      // Reported by the client; the button stays for another try.
    } finally {
      setAppending(false)
    }
  }

  const clear = async () => {
    setClearing(true)
    try {
      await clearVisitorLists()
      setCards([])
      setPinnedCards([])
      setCount(0)
      setHasNext(false)
      setShare({ kind: 'idle' })
    } catch {
      // Reported by the client; the list stays as it was.
    } finally {
      setClearing(false)
    }
  }

  const shareList = async () => {
    setShare({ kind: 'busy' })
    try {
      setShare({ kind: 'done', ...(await createShareLink('/api/favorite_collection/', collectionUrl)) })
    } catch {
      setShare({ kind: 'failed' })
    }
  }

  const chooseView = (next: CardView) => rememberView(next)

  // «Сохранить себе»: every property of the shared selection joins the recipient's own favourites.
  const [saved, setSaved] = useState<'idle' | 'busy' | 'done' | 'failed'>('idle')
  const saveToMine = async () => {
    setSaved('busy')
    try {
      const ids = cards.map((card) => card.id)
      for (let more = hasNext; more;) {
        const next = await browserHttp.get<PropertyList>(listPath, { query: { limit: pageSize, offset: ids.length } })
        ids.push(...next.results.map((card) => card.id))
        more = next.hasNext && next.results.length > 0
      }
      await saveFavorites(ids)
      setSaved('done')
    } catch {
      setSaved('failed')
    }
  }

  if (shown.length === 0 && pinned.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{readOnly ? 'В подборке нет помещений' : 'В избранном пока пусто'}</p>
        <a className={styles.emptyLink} href="/flats">
          в магазин квартир
        </a>
      </div>
    )
  }

  return (
    <div className={styles.screen}>
      {readOnly ? (
        <div className={styles.sharedNote} data-testid="shared-selection">
          <p className={styles.sharedTitle}>{SHARED_TEXTS.title}</p>
          <p>{SHARED_TEXTS.text}</p>
          {saved === 'done' ? (
            <p role="status">
              {SHARED_TEXTS.saved} {/* A full load on purpose: the island reads ?collection= once, when the page loads. */}
              <a href="/favorites">{SHARED_TEXTS.openMine}</a>
            </p>
          ) : (
            <Button variant="accent" size="small" onClick={saveToMine} loading={saved === 'busy'}>
              {SHARED_TEXTS.save}
            </Button>
          )}
          {saved === 'failed' ? (
            <p className={styles.shareError} role="alert">
              {SHARED_TEXTS.failed}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite" data-testid="favorites-count">
          {resultCountText(total, 'commercial')}
        </p>
        <div className={styles.controls}>
          {readOnly ? null : (
            <>
              <Button variant="secondary" size="small" onClick={shareList} loading={share.kind === 'busy'}>
                поделиться
              </Button>
              <Button variant="ghost" size="small" onClick={clear} loading={clearing}>
                очистить
              </Button>
            </>
          )}
          <ViewToggle view={view} onChange={chooseView} />
        </div>
      </div>

      {share.kind === 'done' ? (
        <div className={styles.share} role="status">
          <p>{share.copied ? 'Ссылка на подборку скопирована' : 'Скопируйте ссылку на подборку'}</p>
          <input
            className={styles.shareLink}
            readOnly
            value={share.url}
            aria-label="Ссылка на подборку"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
      {share.kind === 'failed' ? (
        <p className={styles.shareError} role="alert">
          Не удалось создать ссылку, попробуйте ещё раз
        </p>
      ) : null}

      <ResultsGrid cards={[...pinned, ...shown]} view={view} priorityCount={2} pinned={pinnedIds} />

      {hasNext ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={showMore} loading={appending}>
            показать ещё
          </Button>
        </div>
      ) : null}
    </div>
  )
}
