'use client'

import { usePathname } from 'next/navigation'
import { lazy, memo, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'

import { clearViewed, RemoveViewedButton, useHiddenViewed } from '@/features/favorites/client'
import { WatchAction } from '@/features/price-watch/client'
import { chessPath } from '@/features/navigation'
import type { PromoDto, PromoList, PropertyFacets, PropertyList, PropertySpecs } from '@/features/properties'
import { readOrder } from '@/features/properties/client'
import { browserHttp } from '@/features/shell'
import { Button } from '@/ui/button/button'
import { Pagination } from '@/ui/pagination/pagination'
import { Select } from '@/ui/select/select'
import { useHydrated } from '@/ui/shared/use-hydrated'
import { useMediaQuery } from '@/ui/shared/use-media-query'
import { whenIdle } from '@/lib/idle'

import { resultCountText, showCountText } from './count-text'
import {
  activeFilterCount,
  apiQuery,
  EMPTY_FILTER,
  filterSearch,
  hasActiveFilters,
  parseShopFilter,
  sanitizeFilter,
  type ShopFilter,
} from './filter-state'
import { cardTitle } from './card-format'
import type { ListCard, ListPage, ShopFacets } from './island-data'
import type { CardView } from './property-card'
import { ResultsGrid } from './results-grid'
import { ShopFilters } from './shop-filters'
import styles from './shop-screen.module.css'
import { rememberView, useViewPreference } from './view-preference'
import { useDraftCount } from './use-draft-count'
import { pushFilter, useFilterSearch } from './use-filter-url'
import { ViewToggle } from './view-toggle'

export interface ShopScreenProps {
  type: string
  specs: PropertySpecs['specs']
  /** The canonical query the page was rendered for ('' without filters): what hydration reads as the URL's. */
  serverQuery: string
  /** The server-rendered first page and facets of serverQuery; null for the visitor's viewed list (the browser's). */
  initialList: ListPage | null
  initialFacets: ShopFacets
  promos: PromoDto[]
  pageSize: number
  /** The master plan, shown in a collapsible «на генплане» section above the results (flats only). */
  genplan?: ReactNode
}

interface Results {
  /** The filter query these results answer. */
  key: string
  cards: ListCard[]
  count: number
  hasNext: boolean
  /** Pages appended by 'показать ещё' after the URL's page. */
  extraPages: number
  facets: ShopFacets
}

// Off the first load, which every page's JavaScript budget counts: the filter modal is opened by a tap below 1280 px, and the visitor's strip is
// read in the browser after the page is up (the server's HTML never has it). Both download when first needed.
const loadFilterModal = () => import('@/ui/filter-modal/filter-modal')
const FilterModal = lazy(() => loadFilterModal().then((m) => ({ default: m.FilterModal })))
const VisitorStrip = lazy(() => import('./visitor-strip').then((m) => ({ default: m.VisitorStrip })))

const VIEWED_LABEL = 'Просмотренные'

/** The шахматка of the list's filters: the building filtered on (the page picks the first without one). */
const chessHref = (filter: ShopFilter) => chessPath(filterSearch({ ...filter, page: 1, order: undefined, viewed: false }))
/** Below the tablet breakpoint (SPEC §9) the master plan starts folded, one tap away. */
const PHONE_QUERY = '(max-width: 767.98px)'

const NO_PROMOS: readonly PromoDto[] = []
const removeViewedAction = (card: ListCard) => <RemoveViewedButton id={card.id} subject={cardTitle(card)} />
/** The cards re-render when their own props change, not on every keystroke of the screen's filter modal. */
const MemoResultsGrid = memo(ResultsGrid)

// Hooks whose value changes right after hydration (the viewport, "hydrated") live in these leaves, not in the
// screen: such a change re-renders its component synchronously, and in the screen it re-rendered every card in
// one long task on a phone.

/**
 * The «на генплане» section. Until the visitor opens or folds it, the master plan is folded on a phone (results come
 * first there) and open from 768 px. The server cannot know the width, so CSS folds it on phones until the browser
 * does: the server's HTML is the same for every device.
 */
function GenplanSection({ children }: { children: ReactNode }) {
  const [choice, setChoice] = useState<boolean | null>(null)
  const phone = useMediaQuery(PHONE_QUERY)
  const open = choice ?? !phone
  return (
    <section className={styles.genplan} aria-labelledby="shop-genplan-title" data-auto={choice === null || undefined}>
      <h2 id="shop-genplan-title" className={styles.genplanTitle}>
        <button
          type="button"
          className={styles.genplanToggle}
          aria-expanded={open}
          aria-controls="shop-genplan-body"
          onClick={() => setChoice(!open)}
        >
          на генплане
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h2>
      <div id="shop-genplan-body" className={styles.genplanBody} hidden={!open}>
        {/* Mounted while open: the plan loads when it is first opened (on a phone it starts folded). */}
        {open ? children : null}
      </div>
    </section>
  )
}

/** This visitor's own lists: the page is cached for everyone, so the strip renders in the browser only. */
function BrowserVisitorStrip(props: { type: string; showViewed: boolean }) {
  const hydrated = useHydrated()
  return hydrated ? (
    <Suspense fallback={null}>
      <VisitorStrip {...props} />
    </Suspense>
  ) : null
}

/**
 * The shop list screen's interactive island: filters (sidebar on desktop, the kit's FilterModal below 1280 px),
 * sort, view toggle, results with promos, pagination and 'показать ещё'. The filter lives in the URL: each
 * change pushes history, the island refetches /api/properties/ and /facets/, aborting the
 * stale request; results dim at once while the answer is on its way.
 */
export function ShopScreen({ type, specs, serverQuery, initialList, initialFacets, promos, pageSize, genplan }: ShopScreenProps) {
  const pathname = usePathname()
  const search = useFilterSearch(serverQuery)
  const filter = useMemo(() => sanitizeFilter(parseShopFilter(new URLSearchParams(search)), specs), [search, specs])
  // The viewed list leaves out what this browser cleared or deleted (SPEC §4: local); the server render knows none.
  const hidden = useHiddenViewed()
  const exclude = filter.viewed && hidden.length > 0 ? hidden : null
  const key = exclude ? `${filterSearch(filter)}&exclude=${exclude.join(',')}` : filterSearch(filter)

  const [results, setResults] = useState<Results>(() => ({
    // No server list (the viewed filter): an empty key, which no filter has, makes the first effect fetch it.
    key: initialList ? key : '',
    cards: initialList?.results ?? [],
    count: initialList?.count ?? 0,
    hasNext: initialList?.hasNext ?? false,
    extraPages: 0,
    facets: initialFacets,
  }))
  // Promos apply to some flats only: the set follows the filter, as the results do.
  const [shownPromos, setShownPromos] = useState(promos)
  const [appending, setAppending] = useState(false)
  const view = useViewPreference()
  const [modalOpen, setModalOpen] = useState(false)
  // The modal mounts on its first opening (its code downloads then, or earlier when the browser is idle).
  const [modalUsed, setModalUsed] = useState(false)
  useEffect(() => whenIdle(() => void loadFilterModal().catch(() => undefined)), [])
  const [draft, setDraft] = useState<ShopFilter>(filter)
  const controller = useRef<AbortController | null>(null)
  const resultsRef = useRef<HTMLDivElement>(null)
  const countRef = useRef<HTMLHeadingElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  // Where focus goes once the next results are in: the results heading after a page change, the first
  // appended card after 'показать ещё' (the button that had focus may vanish on the last page).
  const pendingFocus = useRef<{ kind: 'heading' } | { kind: 'card'; id: number } | null>(null)

  const listPath = filter.viewed ? '/api/viewed/' : '/api/properties/'
  const listQuery = useCallback(
    (page: ShopFilter) => ({ ...apiQuery(page, type, pageSize), ...(exclude ? { exclude: [...exclude] } : {}) }),
    [type, pageSize, exclude],
  )

  // Whenever the URL's filter differs from what is shown (a change, back/forward), fetch it.
  useEffect(() => {
    if (results.key === key) return
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    Promise.all([
      browserHttp.get<PropertyList>(listPath, { query: listQuery(filter), signal: abort.signal }),
      browserHttp.get<PropertyFacets>('/api/properties/facets/', {
        query: apiQuery(filter, type, pageSize, { withPage: false }),
        signal: abort.signal,
      }),
      // Other types list without the CMS's promos (shop-page.tsx); a failed promo call keeps the shown ones.
      type === 'flat'
        ? browserHttp
            .get<PromoList>('/api/properties/promo/', {
              query: apiQuery(filter, type, pageSize, { withPage: false }),
              signal: abort.signal,
            })
            .then((list) => list.results)
            .catch(() => null)
        : null,
    ])
      .then(([list, facets, nextPromos]) => {
        if (abort.signal.aborted) return
        setResults({ key, cards: list.results, count: list.count, hasNext: list.hasNext, extraPages: 0, facets })
        if (nextPromos) setShownPromos(nextPromos)
      })
      .catch(() => {
        // Aborted, or failed (reported by the client; SPEC §8: no message): keep showing the last results.
        if (!abort.signal.aborted) setResults((current) => ({ ...current, key }))
      })
    return () => abort.abort()
  }, [key, filter, type, pageSize, listPath, listQuery, results.key])

  const loading = results.key !== key

  useEffect(() => {
    const target = pendingFocus.current
    if (!target || loading) return
    pendingFocus.current = null
    if (target.kind === 'heading') countRef.current?.focus({ preventScroll: true })
    else listRef.current?.querySelector<HTMLElement>(`[data-card-id="${target.id}"] a`)?.focus()
  }, [results, loading])

  const navigate = useCallback((next: ShopFilter) => pushFilter(pathname, next), [pathname])

  // Range bounds arrive debounced, so every change (a chip, a bound, a select) is one history entry.
  const changeFilter = (next: ShopFilter) => navigate(next)

  const resetFilters = () => navigate({ ...EMPTY_FILTER, order: filter.order })

  const goToPage = (offset: number) => {
    pendingFocus.current = { kind: 'heading' }
    navigate({ ...filter, page: Math.floor(offset / pageSize) + 1 })
    resultsRef.current?.scrollIntoView({ block: 'start' })
  }

  const showMore = async () => {
    setAppending(true)
    const page = filter.page + results.extraPages + 1
    try {
      const list = await browserHttp.get<PropertyList>(listPath, { query: listQuery({ ...filter, page }) })
      const first = list.results[0]
      if (first) pendingFocus.current = { kind: 'card', id: first.id }
      setResults((current) =>
        current.key === key
          ? { ...current, cards: [...current.cards, ...list.results], hasNext: list.hasNext, extraPages: current.extraPages + 1 }
          : current,
      )
    } catch {
      // Reported by the client; the button stays for another try.
    } finally {
      setAppending(false)
    }
  }

  const chooseView = (next: CardView) => rememberView(next)

  const openModal = () => {
    setDraft(filter)
    setModalUsed(true)
    setModalOpen(true)
  }

  const draftCount = useDraftCount({
    open: modalOpen,
    draft,
    applied: { key: filterSearch({ ...filter, page: 1, order: undefined }), count: results.count, facets: results.facets.facets },
    type,
    pageSize,
  })

  const orderValue = filter.order ?? specs.order.options[0]?.value ?? null
  const countText = resultCountText(results.count, type)
  const filtersActive = activeFilterCount(filter)
  const shownOffset = (filter.page - 1 + results.extraPages) * pageSize

  return (
    <div className={styles.screen}>
      <aside className={styles.sidebar} aria-label="Фильтр">
        <ShopFilters specs={specs} facets={results.facets.facets} filter={filter} onChange={changeFilter} viewedLabel={VIEWED_LABEL} />
        {hasActiveFilters(filter) ? (
          <Button variant="ghost" size="small" onClick={resetFilters}>
            Сбросить фильтры
          </Button>
        ) : null}
      </aside>

      <div className={styles.main}>
        {genplan ? <GenplanSection>{genplan}</GenplanSection> : null}

        <div className={styles.toolbar} ref={resultsRef}>
          <h2 ref={countRef} tabIndex={-1} className={styles.count} aria-live="polite" aria-atomic="true" data-testid="shop-count">
            {countText}
          </h2>
          <div className={styles.controls}>
            <Button className={styles.filterButton} variant="secondary" size="small" onClick={openModal} aria-haspopup="dialog">
              Фильтр{filtersActive ? ` · ${filtersActive}` : ''}
            </Button>
            <div className={styles.sort}>
              <Select
                ariaLabel={specs.order.label}
                size="small"
                required
                options={specs.order.options}
                value={orderValue}
                onChange={(value) =>
                  navigate({ ...filter, order: value === specs.order.options[0]?.value ? undefined : readOrder(String(value)), page: 1 })
                }
              />
            </div>
          </div>
          <ViewToggle
            className={styles.view}
            view={view}
            onChange={chooseView}
            chessHref={type === 'flat' ? chessHref(filter) : undefined}
          />
        </div>

        {/* New flats of this filter by e-mail (the form reads the filter from the address at the moment it is sent). */}
        {type === 'flat' ? <WatchAction subject={{ filter: true }} /> : null}

        <BrowserVisitorStrip type={type} showViewed={!filter.viewed} />

        <div ref={listRef} className={styles.results} aria-busy={loading} data-loading={loading || undefined}>
          {results.cards.length > 0 ? (
            <>
              {filter.viewed ? (
                <div className={styles.viewedBar}>
                  <Button variant="ghost" size="small" onClick={() => void clearViewed().catch(() => undefined)}>
                    очистить просмотренные
                  </Button>
                </div>
              ) : null}
              <MemoResultsGrid
                cards={results.cards}
                promos={filter.viewed ? NO_PROMOS : shownPromos}
                view={view}
                priorityCount={2}
                cardAction={filter.viewed ? removeViewedAction : undefined}
              />
              <div className={styles.more}>
                {results.hasNext ? (
                  <Button variant="secondary" onClick={showMore} loading={appending} disabled={loading}>
                    показать ещё
                  </Button>
                ) : null}
                <Pagination
                  className={styles.pagination}
                  limit={pageSize}
                  offset={shownOffset}
                  totalCount={results.count}
                  onChange={goToPage}
                  disabled={loading}
                  label="Страницы"
                />
              </div>
            </>
          ) : (
            <div className={styles.empty} role="status">
              <p className={styles.emptyTitle}>к сожалению, предложений нет</p>
              <p className={styles.emptyText}>попробуйте изменить параметры</p>
              {hasActiveFilters(filter) ? (
                <Button variant="primary" onClick={resetFilters}>
                  сбросить фильтры
                </Button>
              ) : null}
            </div>
          )}
        </div>
      </div>

      {modalUsed ? (
        <Suspense fallback={null}>
          <FilterModal
            open={modalOpen}
            onClose={() => setModalOpen(false)}
            onAccept={() => {
              setModalOpen(false)
              if (filterSearch(draft) !== key) navigate({ ...draft, page: 1 })
            }}
            onReset={() => setDraft({ ...EMPTY_FILTER, order: filter.order })}
            showReset
            // «показать 18 квартир»: what the button will show, counted live for the draft.
            buttonText={showCountText(draftCount.count, type)}
            buttonBusy={draftCount.loading}
          >
            <ShopFilters specs={specs} facets={draftCount.facets} filter={draft} onChange={setDraft} viewedLabel={VIEWED_LABEL} />
            <p className="visually-hidden" aria-live="polite" aria-atomic="true">
              {draftCount.loading ? '' : `Подходит: ${resultCountText(draftCount.count, type)}`}
            </p>
          </FilterModal>
        </Suspense>
      ) : null}
    </div>
  )
}
