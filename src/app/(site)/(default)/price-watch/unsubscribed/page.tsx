import type { Metadata } from 'next'

import { WATCH_PAGE_TEXTS, WatchUnsubscribedScreen } from '@/features/price-watch'

export const metadata: Metadata = { title: WATCH_PAGE_TEXTS.unsubscribedTitle, robots: { index: false, follow: false } }

/** /price-watch/unsubscribed — where a digest's one-click unsubscribe link lands. */
export default function WatchUnsubscribedPage() {
  return <WatchUnsubscribedScreen />
}
