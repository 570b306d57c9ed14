import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { getSiteSettingsSafe } from '@/features/settings/server'
import { PrintFrame } from '@/features/shell'

// Cached like the pages they print (docs/rendering.md); see (default)/layout.tsx.
export const dynamic = 'force-static'
export const revalidate = 300

// Print versions duplicate their pages: never indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } }

/** The print layout: a sheet with the logo and the sales contacts, no site chrome. */
export default async function PrintLayout({ children }: { children: ReactNode }) {
  return <PrintFrame settings={await getSiteSettingsSafe()}>{children}</PrintFrame>
}
