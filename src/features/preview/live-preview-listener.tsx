'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'

/**
 * Payload's live preview, server side: the admin saves a draft as the editor types (autosave) and tells this
 * frame; the page then renders again on the server with the new draft. The admin and the site share one origin.
 */
export function LivePreviewListener() {
  const router = useRouter()
  const [origin, setOrigin] = useState<string | null>(null)
  useEffect(() => setOrigin(window.location.origin), [])
  return origin ? <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} /> : null
}
