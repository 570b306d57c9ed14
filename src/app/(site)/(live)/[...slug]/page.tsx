import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { oldSiteRedirectUrl } from '@/features/settings'
import { getSiteSettingsSafe } from '@/features/settings/server'

export const metadata: Metadata = { title: 'Страница не найдена', robots: { index: false } }

type Props = { params: Promise<{ slug: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * Every path no route matches. The site has two root layouts ((site) and Payload's), so there is no
 * app-wide not-found file; this catch-all gives unknown paths the site's 404 inside the default layout,
 * with a real 404 status — or, with an old-site URL configured, a redirect to the same path there.
 */
export default async function UnknownRoute({ params, searchParams }: Props) {
  const [{ slug }, query] = await Promise.all([params, searchParams])
  const { oldSiteUrl } = await getSiteSettingsSafe()
  if (oldSiteUrl) {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query))
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v)
    const path = `/${slug.map((s) => encodeURIComponent(s)).join('/')}${search.size ? `?${search}` : ''}`
    const target = oldSiteRedirectUrl(oldSiteUrl, path)
    if (target) redirect(target)
  }
  notFound()
}
