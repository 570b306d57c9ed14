/**
 * What a server process subscribes once at start-up rather than when a module is first imported: the features'
 * in-process read caches, each cleared by the CMS changes that touch what it holds. Called by instrumentation.ts,
 * and by the integration tests' setup, which read through the same caches without Next.
 */
import { keepContentFresh } from '@/features/content'
import { keepSitemapFresh } from '@/features/feeds'
import { keepMenusFresh } from '@/features/navigation/server'
import { keepRedirectsFresh } from '@/features/redirects/server'
import { keepSeoFresh } from '@/features/seo/server'
import { keepSettingsFresh } from '@/features/settings/server'

/** Subscribes every read cache to the changes that expire it; returns the function that unsubscribes them. */
export function keepReadCachesFresh(): () => void {
  const stops = [keepContentFresh(), keepSitemapFresh(), keepMenusFresh(), keepRedirectsFresh(), keepSeoFresh(), keepSettingsFresh()]
  return () => {
    for (const stop of stops) stop()
  }
}
