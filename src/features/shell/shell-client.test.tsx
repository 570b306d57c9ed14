import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }))
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => router }))
const monitor = vi.hoisted(() => ({ reportClientError: vi.fn() }))
vi.mock('@/features/monitoring', async (original) => ({ ...(await original<object>()), reportClientError: monitor.reportClientError }))

import { ShellClient } from './shell-client'

const monitoring = { dsn: null, environment: 'test', mode: 'test' as const }
const noRedirect = () =>
  new Response(JSON.stringify({ redirect: null, statusCode: null, appMiddleware: [] }), { headers: { 'content-type': 'application/json' } })

describe('ShellClient (the loader of the shell runtime)', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    router.push.mockClear()
    monitor.reportClientError.mockClear()
    document.body.innerHTML = ''
    window.history.replaceState(null, '', '/')
  })

  it('holds a link click made before the runtime loaded and runs the chain for it once it has', async () => {
    // The browser is never idle in this test: only the click may load the runtime.
    vi.stubGlobal('requestIdleCallback', () => 1)
    vi.stubGlobal('cancelIdleCallback', () => {})
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => noRedirect()),
    )
    window.history.replaceState(null, '', '/?utm_source=ya')
    render(<ShellClient monitoring={monitoring} prefetchPaths={[]} />)
    document.body.insertAdjacentHTML('beforeend', '<a href="/flats" id="go">Квартиры</a>')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('go')!.dispatchEvent(click)
    // Taken from the browser at once, though the chain is still downloading.
    expect(click.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/flats?utm_source=ya', { scroll: true }))
    expect(router.push).toHaveBeenCalledTimes(1)
  })

  it('reports the errors raised before the runtime loaded once monitoring is up', async () => {
    let idle: (() => void) | null = null
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1))
    vi.stubGlobal('cancelIdleCallback', () => {})
    render(<ShellClient monitoring={monitoring} prefetchPaths={[]} />)
    const error = new Error('early')
    window.dispatchEvent(new ErrorEvent('error', { error, filename: 'page.js' }))
    expect(monitor.reportClientError).not.toHaveBeenCalled()
    await act(async () => idle!())
    await vi.waitFor(() => expect(monitor.reportClientError).toHaveBeenCalledWith(error, 'window.onerror', { filename: 'page.js' }))
  })

  it('leaves modified clicks and same-page links to the browser', () => {
    vi.stubGlobal('requestIdleCallback', () => 1)
    vi.stubGlobal('cancelIdleCallback', () => {})
    render(<ShellClient monitoring={monitoring} prefetchPaths={[]} />)
    document.body.insertAdjacentHTML('beforeend', '<a href="/flats" id="go">Квартиры</a><a href="#top" id="top">вверх</a>')
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, metaKey: true })
    document.getElementById('go')!.dispatchEvent(modified)
    const hash = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('top')!.dispatchEvent(hash)
    expect([modified.defaultPrevented, hash.defaultPrevented]).toEqual([false, false])
  })
})
