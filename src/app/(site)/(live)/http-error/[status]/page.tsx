import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { oldSiteRedirectUrl } from '@/features/settings'
import { getSiteSettingsSafe } from '@/features/settings/server'
import { DATA_ERROR_MESSAGE, ErrorView, NotFoundView, parseHttpErrorRoute } from '@/features/shell'

type Props = {
  params: Promise<{ status: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { status } = parseHttpErrorRoute((await params).status, {})
  return { title: status === 404 ? 'Страница не найдена' : 'Ошибка', robots: { index: false, follow: false } }
}

/**
 * The error page in the site's layout, server-rendered: the proxy rewrites here, with the status, every
 * request it knows to fail before rendering (see HTTP_ERROR_ROUTE). An unknown path with an old-site URL
 * configured goes to the same path there instead (SPEC §2.2).
 */
export default async function HttpErrorPage({ params, searchParams }: Props) {
  const [{ status: raw }, query] = await Promise.all([params, searchParams])
  const { status, kind, fullPath } = parseHttpErrorRoute(raw, query)
  if (status !== 404) return <ErrorView status={status} message={DATA_ERROR_MESSAGE} />
  const { oldSiteUrl } = await getSiteSettingsSafe()
  const target = oldSiteUrl && kind === 'unknown' ? oldSiteRedirectUrl(oldSiteUrl, fullPath) : null
  if (target) redirect(target)
  return <NotFoundView kind={kind} oldSiteUrl={oldSiteUrl} fullPath={fullPath} />
}
