import 'server-only'

import { headers } from 'next/headers'

import { cms, hasRole } from '@/features/cms-runtime'
import type { DraftReader } from '@/features/content'

/**
 * The editor behind this request, from their admin session (Payload's own auth: cookie or JWT header), or
 * null. Only content roles preview drafts; a visitor, a sales user or an expired session gets nothing.
 */
export async function previewEditor(requestHeaders?: Headers): Promise<DraftReader | null> {
  const payload = await cms()
  try {
    const { user } = await payload.auth({ headers: requestHeaders ?? (await headers()) })
    return user && hasRole(user, 'editor') ? { user } : null
  } catch {
    return null
  }
}
