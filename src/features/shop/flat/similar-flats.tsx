'use client'

import { useRef, useState } from 'react'

import type { PropertyList } from '@/features/properties'
import { browserHttp } from '@/features/shell'
import { Button } from '@/ui/button/button'
import { Select } from '@/ui/select/select'

import type { ListCard, ListPage } from '../island-data'
import { PropertyCardView } from '../property-card'
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

export interface SimilarFlatsProps {
  id: number
  /** The first page, rendered on the server. */
  initial: ListPage
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
 */
export function SimilarFlats({ id, initial, orders, pageSize, title, loadPage = fetchSimilarPage }: SimilarFlatsProps) {
  const [order, setOrder] = useState(orders[0]?.value ?? 'similarity')
  const [items, setItems] = useState<ListCard[]>(initial.results)
  const [count, setCount] = useState(initial.count)
  const [hasNext, setHasNext] = useState(initial.hasNext)
  const [busy, setBusy] = useState<'order' | 'more' | null>(null)
  const [failed, setFailed] = useState(false)
  const request = useRef<AbortController | null>(null)
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
      setItems((current) => (mode === 'more' ? [...current, ...page.results] : page.results))
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

  if (initial.count === 0) return null
  return (
    <section className={styles.section} aria-labelledby="flat-similar">
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
      <ul ref={listRef} className={styles.similarGrid} aria-busy={busy === 'order' || undefined} data-testid="similar-list">
        {items.map((property) => (
          <li key={property.id}>
            <PropertyCardView property={property} view="grid" />
          </li>
        ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {busy ? '' : `Показано ${items.length} из ${count}`}
      </p>
      {failed ? (
        <p className={styles.error} role="alert">
          Не удалось загрузить квартиры. Попробуйте ещё раз.
        </p>
      ) : null}
      {hasNext ? (
        <div className={styles.more}>
          <Button variant="secondary" size="large" loading={busy === 'more'} onClick={() => void load(order, items.length, 'more')}>
            показать ещё
          </Button>
        </div>
      ) : null}
    </section>
  )
}
