'use client'

import clsx from 'clsx'
import { useId } from 'react'

import type { Size, Theme } from '../shared/types'
import styles from './tab-bar.module.css'
import { useTabBar, type TabItem } from './use-tab-bar'

export type { TabItem }

export interface TabBarProps<V extends string | number> {
  items: ReadonlyArray<TabItem<V>>
  value: V
  onChange: (value: V) => void
  /** Accessible name of the tab list. */
  label: string
  /** pill: filled segments; line: underlined tabs. */
  variant?: 'pill' | 'line'
  size?: Exclude<Size, 'large'>
  theme?: Theme
  className?: string
  /** Prefix of the tab ids, so panels can point back with aria-labelledby={`${idPrefix}-${value}`}. */
  idPrefix?: string
}

/** WAI-ARIA tab list: arrows/Home/End move and select, only the selected tab is tabbable. */
export function TabBar<V extends string | number>({
  items,
  value,
  onChange,
  label,
  variant = 'pill',
  size = 'medium',
  theme,
  className,
  idPrefix,
}: TabBarProps<V>) {
  const autoId = useId()
  const prefix = idPrefix ?? autoId
  const tabs = useTabBar(items, value, onChange)
  return (
    <div
      role="tablist"
      aria-label={label}
      className={clsx(styles.root, className)}
      data-variant={variant}
      data-size={size}
      data-theme={theme}
    >
      {items.map((item, index) => {
        const selected = item.value === value
        return (
          <button
            key={String(item.value)}
            ref={(node) => {
              tabs.refs.current[index] = node
            }}
            id={`${prefix}-${item.value}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={selected}
            aria-controls={item.controls}
            disabled={item.disabled}
            tabIndex={index === tabs.tabbableIndex ? 0 : -1}
            data-selected={selected}
            onClick={() => tabs.activate(index)}
            onKeyDown={(event) => tabs.onKeyDown(event, index)}
          >
            {item.label}
          </button>
        )
      })}
    </div>
  )
}
