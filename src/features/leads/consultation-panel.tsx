'use client'

import { lazy, type ReactNode, Suspense } from 'react'

import type { ConsultRequest } from '@/features/shell'
import { Dialog } from '@/ui/dialog/dialog'

import styles from './forms.module.css'
import { MORTGAGE_REQUEST_TITLE, type RequestBlockTexts, TRADE_IN_REQUEST_TITLE } from './texts'

// The form (and the validation library behind it) loads when the panel first opens: the panel is on every
// page, the form is used on few visits, and every kilobyte of the first load counts on a phone.
const ConsultationForm = lazy(() => import('./consultation-form').then((m) => ({ default: m.ConsultationForm })))

const formLoading = (
  <p className={styles.loading} role="status" aria-live="polite">
    Загружаем форму…
  </p>
)

export interface ConsultationPanelProps {
  block: RequestBlockTexts
  media?: ReactNode
  /** The open request, or null while the panel is closed. */
  request: ConsultRequest | null
  onClose: () => void
}

/** The consultation side panel itself (ConsultationModal loads it on the first request). */
export function ConsultationPanel({ block, media, request, onClose }: ConsultationPanelProps) {
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={
        request?.about?.type === 'mortgage'
          ? MORTGAGE_REQUEST_TITLE
          : request?.about?.type === 'trade_in'
            ? TRADE_IN_REQUEST_TITLE
            : block.title
      }
      placement="side"
      media={media}
    >
      {/* A new subject is a new form: a sent request's success state does not carry over to the next one. */}
      <Suspense fallback={formLoading}>
        <ConsultationForm key={JSON.stringify(request?.about ?? null)} block={block} source={request?.source} about={request?.about} />
      </Suspense>
    </Dialog>
  )
}
