'use client'

import { useEffect, useRef, useState } from 'react'

import type { PropertyList } from '@/features/properties'
import { browserHttp } from '@/features/shell'
import { type ListCard, PropertyCardView } from '@/features/shop/client'
import { Button } from '@/ui/button/button'
import { useWhenNear } from '@/ui/image/use-lazy-visible'
import { Select } from '@/ui/select/select'

import styles from './flat-sections.module.css'

export interface SimilarQuery {
  order: string
  limit: number
  offset: number
}

/** Reads one page of similar properties from the API (SPEC §7 /api/properties/{id}/similar_properties/). */
export function fetchSimilarPage(id: number, query: SimilarQuery, signal?: AbortSignal): Promise<PropertyList> {
  return browserHttp.get<PropertyList>(`/api/properties/${id}/similar_properties/`, { query: { ...query }, signal })
}

/**
 * The first page is asked for this far ahead of the section, so it is usually there before the visitor
 * scrolls to it (about two phone screens).
 */
export const SIMILAR_LOAD_MARGIN = '1600px 0px'

export interface SimilarFlatsProps {
  id: number
  orders: readonly { value: string; label: string }[]
  pageSize: number
  /** 'Похожие квартиры' (or the wording for another property type). */
  title: string
  /** For tests: where pages come from. */
  loadPage?: (id: number, query: SimilarQuery, signal?: AbortSignal) => Promise<PropertyList>
}

/**
 * Similar flats (SPEC §2.2) with an order select and 'показать ещё', which appends the next page. A new
 * order replaces the list; an answer that arrives after a newer request is dropped.
 *
 * The first page comes from the API when the section nears the viewport, not with the card's HTML: six
 * cards of other flats were ~20 KB of every card page (markup plus their props), below the fold, and made
 * the card depend on other flats' prices. The list's code itself is mounted by ./similar-flats.
 */
export function SimilarFlatsList({ id, orders, pageSize, title, loadPage = fetchSimilarPage }: SimilarFlatsProps) {
  const [order, setOrder] = useState(orders[0]?.value ?? 'similarity')
  const [items, setItems] = useState<ListCard[] | null>(null)
  const [count, setCount] = useState(0)
  const [hasNext, setHasNext] = useState(false)
  const [busy, setBusy] = useState<'order' | 'more' | null>(null)
  const [failed, setFailed] = useState(false)
  const request = useRef<AbortController | null>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  const load = async (nextOrder: string, offset: number, mode: 'order' | 'more') => {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setBusy(mode)
    setFailed(false)
    try {
      const page = await loadPage(id, { order: nextOrder, limit: pageSize, offset }, controller.signal)
      if (controller.signal.aborted) return
      const firstNew = offset
      setItems((current) => (mode === 'more' && current ? [...current, ...page.results] : page.results))
      setCount(page.count)
      setHasNext(page.hasNext)
      if (mode === 'more') {
        // Keyboard users continue at the first added card instead of staying on the button.
        requestAnimationFrame(() => listRef.current?.querySelectorAll<HTMLElement>('li a')[firstNew]?.focus())
      }
    } catch {
      if (!controller.signal.aborted) setFailed(true)
    } finally {
      if (request.current === controller) {
        request.current = null
        setBusy(null)
      }
    }
  }

  // The first page, once the section nears the viewport; the order select and 'показать ещё' load the rest.
  useWhenNear(sectionRef, SIMILAR_LOAD_MARGIN, () => void load(order, 0, 'order'), items !== null || busy !== null || failed)
  useEffect(() => () => request.current?.abort(), [])

  // Nothing similar (or the property was sold out of every list): no section at all.
  if (items !== null && count === 0 && !failed) return null
  const shown = items ?? []
  return (
    <section ref={sectionRef} className={styles.section} aria-labelledby="flat-similar">
      <div className={styles.similarHead}>
        <h2 id="flat-similar" className={styles.sectionTitle}>
          {title}
        </h2>
        <div className={styles.order}>
          <Select
            ariaLabel="Порядок похожих квартир"
            options={orders}
            value={order}
            required
            size="small"
            onChange={(value) => {
              const next = String(value)
              setOrder(next)
              void load(next, 0, 'order')
            }}
          />
        </div>
      </div>
      <ul
        ref={listRef}
        className={styles.similarGrid}
        aria-busy={busy === 'order' || undefined}
        data-loading={items === null || undefined}
        data-testid="similar-list"
      >
        {shown.map((property) => (
          <li key={property.id}>
            <PropertyCardView property={property} view="grid" />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {busy || items === null ? '' : `Показано ${items.length} из ${count}`}
      </p>
      {failed ? (
        <p className={styles.error} role="alert">
          Не удалось загрузить квартиры. Попробуйте ещё раз.
        </p>
      ) : null}
      {hasNext || (failed && items === null) ? (
        <div className={styles.more}>
          <Button variant="secondary" size="large" loading={busy === 'more'} onClick={() => void load(order, shown.length, 'more')}>
            показать ещё
          </Button>
        </div>
      ) : null}
    </section>
  )
}
