// @vitest-environment node
/**
 * The read caches expire on a change only once start-up has subscribed them: importing a feature subscribes
 * nothing. The CMS is a stand-in that counts its reads of the site settings.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { emitCmsChange } from '@/server/change-events'

const findGlobal = vi.fn(async () => ({ phone: '+7 921 123-45-67' }))
vi.mock('@/features/cms-runtime', () => ({ cms: async () => ({ findGlobal }) }))

const { getSiteSettings } = await import('@/features/settings/server')
const { keepReadCachesFresh } = await import('./start-up')

describe('start-up subscriptions of the read caches', () => {
  let stop = () => {}
  afterEach(() => stop())

  it('keeps a cached read through a change until start-up subscribes it, then drops it on the change', async () => {
    await getSiteSettings()
    emitCmsChange({ kind: 'global', slug: 'site-settings' })
    await getSiteSettings()
    expect(findGlobal).toHaveBeenCalledTimes(1)

    stop = keepReadCachesFresh()
    emitCmsChange({ kind: 'global', slug: 'site-settings' })
    await getSiteSettings()
    expect(findGlobal).toHaveBeenCalledTimes(2)

    // A change of something else leaves it.
    emitCmsChange({ kind: 'global', slug: 'navigation' })
    await getSiteSettings()
    expect(findGlobal).toHaveBeenCalledTimes(2)
  })
})
