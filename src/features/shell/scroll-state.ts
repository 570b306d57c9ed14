'use client'

import { useSyncExternalStore } from 'react'

import { createScrollStore, DEFAULT_SCROLL_THRESHOLD, type ScrollState, type ScrollStore } from '@/lib/scroll'

const SERVER_STATE: ScrollState = Object.freeze({ offset: 0, direction: undefined }) as ScrollState
const stores = new Map<number, ScrollStore>()
let listening = false

function feedAll(): void {
  const y = window.scrollY
  for (const store of stores.values()) store.update(y)
}

function listen(): void {
  if (listening) return
  listening = true
  let frame = 0
  window.addEventListener(
    'scroll',
    () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0
          feedAll()
        })
    },
    { passive: true },
  )
}

/** The page's scroll store for a threshold (one window listener feeds them all). */
export function getScrollStore(threshold = DEFAULT_SCROLL_THRESHOLD): ScrollStore {
  let store = stores.get(threshold)
  if (!store) {
    store = createScrollStore({ threshold })
    stores.set(threshold, store)
  }
  return store
}

/** The scroll state (offset, direction) with a configurable threshold, default 100 (SPEC §4). */
export function useScrollState(threshold = DEFAULT_SCROLL_THRESHOLD): ScrollState {
  const store = getScrollStore(threshold)
  return useSyncExternalStore(
    (onChange) => {
      listen()
      const off = store.subscribe(onChange)
      store.update(window.scrollY)
      return off
    },
    store.getState,
    () => SERVER_STATE,
  )
}
