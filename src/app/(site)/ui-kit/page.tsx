import type { Metadata } from 'next'
import { cookies } from 'next/headers'

import { DEBUG_COOKIE, isDebugOn, UiKitInfo } from '@/features/ui-kit'

export const metadata: Metadata = {
  title: 'Release notes',
  robots: { index: false, follow: false },
}

/** /ui-kit/: categories and release notes. */
export default async function UiKitPage() {
  const debug = isDebugOn((await cookies()).get(DEBUG_COOKIE)?.value)
  return <UiKitInfo debug={debug} />
}
