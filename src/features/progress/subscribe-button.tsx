'use client'

import dynamic from 'next/dynamic'
import { useState } from 'react'

import { Button } from '@/ui/button/button'

// The mailing form loads with the first click: most visitors of the page never open it.
const MailingModal = dynamic(() => import('@/features/leads/client').then((m) => m.MailingModal), { ssr: false })

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
      {requested && <MailingModal open={open} onClose={() => setOpen(false)} />}
    </>
  )
}
