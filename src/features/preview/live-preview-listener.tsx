'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * Payload's live preview, server side: the admin saves a draft as the editor types (autosave) and tells this
 * frame; the page then renders again on the server with the new draft. The admin and the site share one origin.
 */
export function LivePreviewListener() {
  const router = useRouter()
  // The page's own origin, known only in the browser (null while rendering on the server).
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  )
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
