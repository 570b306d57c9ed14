import type { Metadata } from 'next'

import { getSiteSettingsSafe } from '@/features/settings/server'
import { NotFoundScreen } from '@/features/shell'

export const metadata: Metadata = { title: 'Страница не найдена' }

/** 404 of pages outside the default layout (print, empty, UI kit): the error layout around the 404 view. */
export default async function SiteNotFound() {
  const settings = await getSiteSettingsSafe()
  return <NotFoundScreen oldSiteUrl={settings.oldSiteUrl} framed />
}
