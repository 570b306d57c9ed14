'use client'

import { useEffect } from 'react'

import { oldSiteRedirectUrl } from '@/features/settings'

/** SPEC §2.2: with an old-site URL configured, a 404 sends the visitor to the same path there. */
export function OldSiteRedirect({ oldSiteUrl }: { oldSiteUrl: string }) {
  useEffect(() => {
    const target = oldSiteRedirectUrl(oldSiteUrl, `${location.pathname}${location.search}`)
    if (target) location.replace(target)
  }, [oldSiteUrl])
  return null
}
