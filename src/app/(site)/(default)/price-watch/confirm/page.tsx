import type { Metadata } from 'next'

import { WATCH_PAGE_TEXTS, WatchConfirmScreen } from '@/features/price-watch'

export const metadata: Metadata = { title: WATCH_PAGE_TEXTS.confirmTitle, robots: { index: false, follow: false } }

/** /price-watch/confirm?token= — the confirmation letter's link: one page for every link (the island reads the query). */
export default function WatchConfirmPage() {
  return <WatchConfirmScreen />
}
