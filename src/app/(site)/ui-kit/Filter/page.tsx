import type { Metadata } from 'next'

import { DemoCategoryPage } from '@/features/ui-kit'

export const metadata: Metadata = {
  title: 'Filter',
  robots: { index: false, follow: false },
}

/** /ui-kit/Filter: pagination, select (+ filter modal). */
export default function UiKitFilterPage() {
  return <DemoCategoryPage category="Filter" />
}
