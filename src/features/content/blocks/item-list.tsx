import clsx from 'clsx'

import styles from './item-list.module.css'
import type { ContentItem } from './types'
import { Typeset } from './typography'

export interface ItemListProps {
  items: ContentItem[] | null | undefined
  /** Columns from the laptop width up (phones always stack). */
  columns?: 1 | 2 | 3 | 4
  /** 'number' draws 01, 02… (CSS counters: decoration, not text); 'rule' a thin top rule only. */
  marker?: 'number' | 'rule'
  className?: string
}

/** The titled points of a content block, as a list (screen readers announce the count). */
export function ItemList({ items, columns = 1, marker = 'number', className }: ItemListProps) {
  if (!items?.length) return null
  return (
    <ul className={clsx(styles.list, className)} data-columns={columns} data-marker={marker}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <h3 className={styles.title}>
            <Typeset text={item.title} />
          </h3>
          {item.text && (
            <p className={styles.text}>
              <Typeset text={item.text} />
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
