import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }))
vi.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => router }))

import { ShellRuntime } from './shell-runtime'

const monitoring = { dsn: null, environment: 'test', mode: 'test' as const }

describe('ShellRuntime', () => {
  beforeEach(() => {
    router.push.mockClear()
    router.prefetch.mockClear()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'connection')
    document.body.innerHTML = ''
  })

  it('prefetches the in-app menu routes 1 s after mount', () => {
    vi.useFakeTimers()
    render(<ShellRuntime monitoring={monitoring} prefetchPaths={['/flats', '/sunrise', '/favorites', 'https://example.com/x']} />)
    act(() => vi.advanceTimersByTime(999))
    expect(router.prefetch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    // /sunrise loads as a document (not excluded) and other origins are never prefetched.
    expect(router.prefetch.mock.calls.map((c) => c[0])).toEqual(['/flats', '/favorites'])
  })

  it('does not prefetch on slow-2g', () => {
    vi.useFakeTimers()
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' }, configurable: true })
    render(<ShellRuntime monitoring={monitoring} prefetchPaths={['/flats']} />)
    act(() => vi.advanceTimersByTime(5000))
    expect(router.prefetch).not.toHaveBeenCalled()
  })

  it('runs the chain on a link click and navigates in the app', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ redirect: null, statusCode: null, appMiddleware: [] }), {
            headers: { 'content-type': 'application/json' },
          }),
      ),
    )
    window.history.replaceState(null, '', '/?utm_source=ya')
    render(<ShellRuntime monitoring={monitoring} prefetchPaths={[]} />)
    document.body.insertAdjacentHTML('beforeend', '<a href="/flats" id="go">Квартиры</a>')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    document.getElementById('go')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    await vi.waitFor(() => expect(router.push).toHaveBeenCalledWith('/flats?utm_source=ya', { scroll: true }))
    window.history.replaceState(null, '', '/')
  })

  it("prefetches a link's page when the pointer, a finger or the focus reaches it, once, and only in-app routes", () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ redirect: null, statusCode: null, appMiddleware: [] })),
    )
    render(<ShellRuntime monitoring={monitoring} prefetchPaths={[]} />)
    document.body.insertAdjacentHTML(
      'beforeend',
      '<a href="/flats/83?utm_source=ya" id="card"><span id="price">6 210 000 ₽</span></a><a href="/sunrise" id="content">Восход</a>',
    )
    document.getElementById('price')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    document.getElementById('card')!.dispatchEvent(new Event('touchstart', { bubbles: true }))
    document.getElementById('card')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    // /sunrise opens as a new document: its payload would never be used.
    document.getElementById('content')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    expect(router.prefetch.mock.calls).toEqual([['/flats/83?utm_source=ya']])
  })

  it('does not prefetch on intent when the visitor saves data', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ redirect: null, statusCode: null, appMiddleware: [] })),
    )
    render(<ShellRuntime monitoring={monitoring} prefetchPaths={[]} />)
    document.body.insertAdjacentHTML('beforeend', '<a href="/flats" id="go">Квартиры</a>')
    document.getElementById('go')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
    expect(router.prefetch).not.toHaveBeenCalled()
  })

  it('leaves modified clicks to the browser', () => {
    render(<ShellRuntime monitoring={monitoring} prefetchPaths={[]} />)
    document.body.insertAdjacentHTML('beforeend', '<a href="/flats" id="go">Квартиры</a>')
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })
    document.getElementById('go')!.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })
})
