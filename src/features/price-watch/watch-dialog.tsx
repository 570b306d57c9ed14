'use client'

import { Dialog } from '@/ui/dialog/dialog'

import { type WatchSubject, WatchForm } from './watch-form'

export interface WatchDialogProps {
  open: boolean
  onClose: () => void
  title: string
  subject: WatchSubject
}

/** The subscription form in its dialog: loaded by WatchAction when a visitor reaches for the button. */
export function WatchDialog({ open, onClose, title, subject }: WatchDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} placement="center">
      <WatchForm subject={subject} />
    </Dialog>
  )
}
