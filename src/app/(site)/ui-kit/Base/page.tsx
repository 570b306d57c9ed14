import type { Metadata } from 'next'

import { DemoCategoryPage } from '@/features/ui-kit'

export const metadata: Metadata = {
  title: 'Base',
  robots: { index: false, follow: false },
}

/** /ui-kit/Base: button, checkbox, file input, text input, textarea, switch, tab bar (+ property modal, tooltip). */
export default function UiKitBasePage() {
  return <DemoCategoryPage category="Base" />
}
