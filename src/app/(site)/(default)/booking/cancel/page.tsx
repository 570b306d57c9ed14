import type { Metadata } from 'next'

import { BOOKING_TEXTS, BookingCancelScreen } from '@/features/booking'

export const metadata: Metadata = { title: BOOKING_TEXTS.cancelTitle, robots: { index: false, follow: false } }

/** /booking/cancel?booking=&token= — the confirmation e-mail's cancel link: one page for every link (the island reads the query). */
export default function BookingCancelPage() {
  return <BookingCancelScreen />
}
