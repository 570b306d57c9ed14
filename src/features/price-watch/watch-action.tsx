'use client'

import { lazy, Suspense, useState } from 'react'

import { Dialog } from '@/ui/dialog/dialog'

import type { WatchSubject } from './watch-form'
import styles from './watch-form.module.css'
import { WATCH_TEXTS } from './watch-texts'

// The form (and its schema and hooks) loads on the first click: the card and the list carry only the button.
const WatchForm = lazy(() => import('./watch-form').then((m) => ({ default: m.WatchForm })))

const labelOf = (subject: WatchSubject) =>
  'property' in subject ? (subject.onSale ? WATCH_TEXTS.watchPrice : WATCH_TEXTS.watchRelease) : WATCH_TEXTS.watchFilter

/**
 * «Следить за ценой» / «Сообщить, когда освободится» on a flat's card, «Сообщать о новых квартирах по фильтру» on
 * the list: a quiet button that opens the subscription form in a dialog.
 */
export function WatchAction({ subject, className }: { subject: WatchSubject; className?: string }) {
  const [open, setOpen] = useState(false)
  const label = labelOf(subject)
  return (
    <>
      <button
        type="button"
        className={className ?? styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="watch-action"
      >
        <svg className={styles.bell} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M6 16V11a6 6 0 0112 0v5l1.5 2h-15L6 16zM10 20.5a2 2 0 004 0" />
        </svg>
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={label} placement="center">
        <Suspense fallback={null}>
          <WatchForm subject={subject} />
        </Suspense>
      </Dialog>
    </>
  )
}
