'use client'

import { lazy, Suspense, useState } from 'react'

import { Button } from '@/ui/button/button'

// The mailing form loads with the first click: most visitors of the page never open it.
const MailingModal = lazy(() => import('@/features/leads/client').then((m) => ({ default: m.MailingModal })))

/** SPEC §2.2: the button 'подписаться на рассылку' opens the mailing modal. */
export function SubscribeButton() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  return (
    <>
      <Button
        variant="accent"
        size="large"
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        подписаться на рассылку
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <MailingModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
