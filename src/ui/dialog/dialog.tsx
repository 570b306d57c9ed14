'use client'

import { lazy, Suspense, useEffect } from 'react'

import { whenIdle } from '@/lib/idle'

import type { DialogProps } from './dialog-panel'

export type { DialogPlacement, DialogProps } from './dialog-panel'

const loadPanel = () => import('./dialog-panel')
// A dialog opens on a visitor's tap, never with the page: its code (portal, focus trap, scroll lock, Escape) is
// not part of the first load of the pages that have one. It downloads when the browser is first idle, or with
// the first opening if that comes sooner.
const DialogPanel = lazy(() => loadPanel().then((m) => ({ default: m.DialogPanel })))

/** A modal dialog (./dialog-panel): nothing while closed. */
export function Dialog(props: DialogProps) {
  useEffect(() => whenIdle(() => void loadPanel().catch(() => {})), [])
  if (!props.open) return null
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  )
}
