import type { Metadata } from 'next'

import { getSiteSettingsSafe } from '@/features/settings/server'
import { NotFoundScreen } from '@/features/shell'

export const metadata: Metadata = { title: 'Страница не найдена' }

/** notFound() from a page of the default layout (route validation failed): 'Page Not Found: {fullPath}'. */
export default async function DefaultNotFound() {
  const settings = await getSiteSettingsSafe()
  return <NotFoundScreen oldSiteUrl={settings.oldSiteUrl} />
}
