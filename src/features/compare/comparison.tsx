'use client'

import { useId, useMemo, useState } from 'react'

import { clearCompared, COMPARE_LIMIT, createShareLink, removeCompared, type ShareState } from '@/features/favorites/client'
import { cardTitle, propertyHref } from '@/features/shop/client'
import { Button } from '@/ui/button/button'
import { LazyImage } from '@/ui/image/lazy-image'

import type { CompareItem } from './compare.schema'
import { compareRows, visibleRows } from './compare-rows'
import styles from './compare-screen.module.css'

/** The link a shared comparison opens with. */
export function compareUrl(origin: string, key: string): string {
  return `${origin}/compare?collection=${encodeURIComponent(key)}`
}

interface ComparisonProps {
  initialItems: CompareItem[]
  /** Someone else's comparison from a link: read-only. */
  shared: boolean
}

/**
 * The comparison side by side: a column per property (title, remove), a row per characteristic (the plan first),
 * with «только различия», «поделиться» and «очистить». The table scrolls in a box no taller than the screen,
 * under its sticky column heads, and on a phone sideways beside its sticky row labels.
 */
export function Comparison({ initialItems, shared }: ComparisonProps) {
  const [items, setItems] = useState(initialItems)
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const [share, setShare] = useState<ShareState>({ kind: 'idle' })
  const [busy, setBusy] = useState<number | 'clear' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const switchId = useId()
  const rows = useMemo(() => compareRows(items), [items])
  const shown = visibleRows(rows, onlyDifferences)

  const remove = async (item: CompareItem) => {
    setBusy(item.id)
    setFailure(null)
    try {
      await removeCompared(item.id)
      setItems((current) => current.filter((i) => i.id !== item.id))
      setShare({ kind: 'idle' })
    } catch {
      setFailure('Не удалось убрать помещение из сравнения, попробуйте ещё раз')
    } finally {
      setBusy(null)
    }
  }

  const clear = async () => {
    setBusy('clear')
    setFailure(null)
    try {
      await clearCompared()
      setItems([])
      setShare({ kind: 'idle' })
    } catch {
      setFailure('Не удалось очистить сравнение, попробуйте ещё раз')
    } finally {
      setBusy(null)
    }
  }

  const shareComparison = async () => {
    setShare({ kind: 'busy' })
    try {
      setShare({ kind: 'done', ...(await createShareLink('/api/compare_collection/', compareUrl)) })
    } catch {
      setShare({ kind: 'failed' })
    }
  }

  if (items.length === 0) {
    return (
      <div className={styles.empty} role="status">
        <p className={styles.emptyTitle}>{shared ? 'В этом сравнении нет помещений' : 'В сравнении пока пусто'}</p>
        <p className={styles.emptyText}>
          Отмечайте квартиры кнопкой «сравнить» в каталоге или на странице квартиры — до {COMPARE_LIMIT} помещений одного типа.
        </p>
        <a className={styles.emptyLink} href="/flats">
          выбрать квартиры
        </a>
      </div>
    )
  }

  return (
    <div className={styles.screen}>
      {shared ? (
        <p className={styles.sharedNote}>
          Сравнение, которым с вами поделились. {/* A full load on purpose: the island reads ?collection= once, when the page loads. */}
          <a href="/compare">Открыть моё сравнение</a>
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite" data-testid="compare-count">
          {shared ? `Помещений: ${items.length}` : `В сравнении ${items.length} из ${COMPARE_LIMIT}`}
        </p>
        <div className={styles.controls}>
          <label className={styles.switch} htmlFor={switchId}>
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
            />
            <span className={styles.track} aria-hidden="true" />
            только различия
          </label>
          {shared ? null : (
            <>
              <Button variant="secondary" size="small" onClick={shareComparison} loading={share.kind === 'busy'}>
                поделиться
              </Button>
              <Button variant="ghost" size="small" onClick={clear} loading={busy === 'clear'}>
                очистить
              </Button>
            </>
          )}
        </div>
      </div>

      {share.kind === 'done' ? (
        <div className={styles.share} role="status">
          <p>{share.copied ? 'Ссылка на сравнение скопирована' : 'Скопируйте ссылку на сравнение'}</p>
          <input
            className={styles.shareLink}
            readOnly
            value={share.url}
            aria-label="Ссылка на сравнение"
            data-testid="compare-share-link"
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      ) : null}
      {share.kind === 'failed' ? (
        <p className={styles.error} role="alert">
          Не удалось создать ссылку, попробуйте ещё раз
        </p>
      ) : null}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}

      {/* Keyboard users scroll it through the links and buttons of its column heads. */}
      <div className={styles.scroller} role="region" aria-label="Таблица сравнения, прокручивается по горизонтали">
        <table className={styles.table} data-testid="compare-table">
          <caption className="visually-hidden">Сравнение помещений по характеристикам</caption>
          {/* The heads stay at the top of the box while the rows scroll under them, so every row keeps its flat's name. */}
          <thead>
            <tr>
              <td className={styles.corner} />
              {items.map((item) => (
                <th key={item.id} scope="col" className={styles.column} data-testid="compare-column" data-id={item.id}>
                  <ColumnHead item={item} removable={!shared} busy={busy === item.id} onRemove={() => void remove(item)} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {/* Plans always differ: «только различия» keeps them. */}
            <tr data-row="plan" data-differs={items.length > 1 || undefined}>
              <th scope="row" className={styles.label}>
                Планировка
              </th>
              {items.map((item, index) => (
                <td key={item.id} className={styles.value}>
                  <Plan item={item} priority={index < 2} />
                </td>
              ))}
            </tr>
            {shown.map((row) => (
              <tr key={row.key} data-row={row.key} data-differs={row.differs || undefined}>
                <th scope="row" className={styles.label}>
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td key={items[i]!.id} className={styles.value}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {onlyDifferences && shown.length === 0 ? (
        <p className={styles.same} role="status">
          {items.length < 2 ? 'Добавьте ещё одно помещение, чтобы увидеть различия' : 'Все характеристики совпадают'}
        </p>
      ) : null}
      {!shared && items.length < COMPARE_LIMIT ? (
        <p className={styles.more}>
          <a href="/flats">Добавить ещё квартиры</a>
        </p>
      ) : null}
    </div>
  )
}

interface ColumnHeadProps {
  item: CompareItem
  removable: boolean
  busy: boolean
  onRemove(): void
}

/** A flat's plan, in the first row: the heads stay short enough to stay in view. */
function Plan({ item, priority }: { item: CompareItem; priority: boolean }) {
  return (
    <div className={styles.plan}>
      {item.plan ? (
        <LazyImage
          src={item.plan.url}
          alt={item.plan.alt}
          width={item.plan.width}
          height={item.plan.height}
          sizes="(min-width: 768px) 240px, 150px"
          fit="contain"
          priority={priority}
        />
      ) : null}
    </div>
  )
}

/** A column's head: the title linking to the card, the number and price, the status when it is not on sale, and «убрать». */
function ColumnHead({ item, removable, busy, onRemove }: ColumnHeadProps) {
  const title = cardTitle(item)
  return (
    <div className={styles.head}>
      <a className={styles.title} href={propertyHref(item)}>
        {title}
      </a>
      <span className={styles.sub}>
        № {item.number}
        {item.status.value === 'available' ? null : <span className={styles.status}> · {item.status.label}</span>}
      </span>
      {removable ? (
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-busy={busy || undefined}
          disabled={busy}
          aria-label={`Убрать из сравнения: ${title}`}
          title="Убрать из сравнения"
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      ) : null}
    </div>
  )
}
