import type { Metadata } from 'next'

import { pageMetadata } from '@/features/seo/server'
import { routeContent, TestDiagnostics } from '@/features/shell'
import { provokeStatus, statusProvocationAllowed } from '@/features/shell/server'

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await pageMetadata('/test', routeContent('test'))), robots: { index: false, follow: false } }
}

type Props = { searchParams: Promise<{ status?: string | string[] }> }

/** /test — noindex diagnostics; ?status=N answers that error page when allowed (tests). */
export default async function TestPage({ searchParams }: Props) {
  const allowed = statusProvocationAllowed()
  provokeStatus((await searchParams).status, allowed)
  return <TestDiagnostics statusAllowed={allowed} />
}
