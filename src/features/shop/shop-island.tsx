'use client'

import { Activity, type ComponentType, lazy } from 'react'

import type { ShopScreenProps } from './shop-screen'

// The list screen's code (filters, selects, cards, pagination: ~20 KB gzip) hydrates after the page's shell, in a
// task of its own, instead of holding up the hydration of the header, the menu and the consult button. The server
// renders the screen where it stands, for every reader and crawler: `typeof window` is fixed at build time, so the
// browser's bundle keeps only the lazy import below.
// An Activity, not a Suspense boundary: React hydrates a visible Activity after the rest of the page and keeps its
// server markup while its code is on its way, then hydrates that same markup (no element is replaced, so no image
// reloads and nothing moves); a tap on it meanwhile hydrates it at once if the code is in. The server would stream a
// Suspense boundary this large as a hidden block after the footer, moved in by a script.
const Screen: ComponentType<ShopScreenProps> =
  typeof window === 'undefined'
    ? // A static import would put the screen into the browser's first load too; require in a server-only branch does not.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./shop-screen') as typeof import('./shop-screen')).ShopScreen
    : lazy(() => import('./shop-screen').then((module) => ({ default: module.ShopScreen })))

/** The shop list screen (shop-screen.tsx), hydrated on its own once its code has loaded. */
export function ShopIsland(props: ShopScreenProps) {
  return (
    <Activity mode="visible">
      <Screen {...props} />
    </Activity>
  )
}
