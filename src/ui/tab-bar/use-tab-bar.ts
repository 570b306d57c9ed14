import { useRef, type KeyboardEvent } from 'react'

import { nextEnabledIndex } from '../shared/next-enabled-index'

export interface TabItem<V extends string | number = string> {
  value: V
  label: string
  disabled?: boolean
  /** id of the tab panel this tab controls. */
  controls?: string
}

/** Roving focus and automatic activation of the WAI-ARIA tabs pattern. */
export function useTabBar<V extends string | number>(items: ReadonlyArray<TabItem<V>>, value: V, onChange: (value: V) => void) {
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const selectedIndex = items.findIndex((item) => item.value === value)

  const activate = (index: number) => {
    const item = items[index]
    if (!item) return
    refs.current[index]?.focus()
    if (item.value !== value) onChange(item.value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const first = nextEnabledIndex(items, -1, 1)
    const last = nextEnabledIndex(items, items.length, -1)
    const target = {
      ArrowRight: nextEnabledIndex(items, index, 1),
      ArrowDown: nextEnabledIndex(items, index, 1),
      ArrowLeft: nextEnabledIndex(items, index, -1),
      ArrowUp: nextEnabledIndex(items, index, -1),
      Home: first,
      End: last,
    }[event.key]
    if (target === undefined) return
    event.preventDefault()
    activate(target)
  }

  return {
    refs,
    // Only one tab is in the tab order: the selected one, or the first enabled one when nothing is selected.
    tabbableIndex: selectedIndex >= 0 ? selectedIndex : nextEnabledIndex(items, -1, 1),
    onKeyDown,
    activate,
  }
}
