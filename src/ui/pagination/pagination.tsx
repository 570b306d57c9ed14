'use client'

import clsx from 'clsx'

import { Icon } from '../icon/icon'
import type { Theme } from '../shared/types'
import styles from './pagination.module.css'
import { usePagination, type PaginationOptions } from './use-pagination'

export interface PaginationProps extends PaginationOptions {
  /** Receives the new offset. */
  onChange?: (offset: number) => void
  size?: 'large' | 'medium'
  theme?: Theme
  /** Name of the navigation landmark; give each pagination on a page its own. */
  label?: string
  className?: string
}

/** Offset-based page navigation (SPEC §3–§5). */
export function Pagination({ onChange, size = 'large', theme = 'light', label = 'Пагинация', className, ...options }: PaginationProps) {
  const state = usePagination(options)
  const emit = (offset: number) => onChange?.(offset)
  return (
    <nav
      aria-label={label}
      aria-busy={options.loading || undefined}
      className={clsx(styles.root, className)}
      data-size={size}
      data-theme={theme}
      data-disabled={state.blocked || undefined}
      data-loading={options.loading || undefined}
    >
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Предыдущая страница"
            disabled={state.prevDisabled}
            onClick={() => emit(state.prevOffset)}
          >
            <Icon name="chevron-left" size="small" />
          </button>
        </li>
        {state.items.map((item) =>
          item.kind === 'points' ? (
            <li key={`points-${item.key}`}>
              {/* Always disabled (SPEC §5): it marks hidden pages, it is not a target. */}
              <button type="button" className={styles.page} disabled aria-label="Скрытые страницы" data-points="true">
                …
              </button>
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.page}
                aria-label={`Страница ${item.page}`}
                aria-current={item.page === state.current ? 'page' : undefined}
                data-current={item.page === state.current}
                disabled={state.blocked}
                onClick={() => {
                  if (item.page !== state.current) emit(state.offsetOf(item.page))
                }}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Следующая страница"
            disabled={state.nextDisabled}
            onClick={() => emit(state.nextOffset)}
          >
            <Icon name="chevron-right" size="small" />
          </button>
        </li>
      </ul>
    </nav>
  )
}
