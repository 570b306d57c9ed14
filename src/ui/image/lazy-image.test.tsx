import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LazyImage } from './lazy-image'
import { LAZY_ROOT_MARGIN } from './use-lazy-visible'

type Entry = { isIntersecting: boolean; target: Element }
let trigger: ((entries: Entry[]) => void) | null = null
let options: IntersectionObserverInit | undefined

beforeEach(() => {
  trigger = null
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: Entry[]) => void, init?: IntersectionObserverInit) {
        trigger = callback
        options = init
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('LazyImage', () => {
  it('holds the source back, marked lazy, until the image comes within 50 px of the view', () => {
    render(<LazyImage src="/a.webp" srcSet="/a-640.webp 640w" alt="Двор" width={640} height={360} />)
    const img = screen.getByRole('img', { name: 'Двор' })
    expect(img.getAttribute('src')).toBeNull()
    expect(img).toHaveClass('lazy')
    expect(options?.rootMargin).toBe(LAZY_ROOT_MARGIN)
    expect(LAZY_ROOT_MARGIN).toBe('50px')
    act(() => trigger?.([{ isIntersecting: true, target: img }]))
    expect(img).toHaveAttribute('src', '/a.webp')
    expect(img).toHaveAttribute('srcset', '/a-640.webp 640w')
  })

  it('renders priority images at once, without the lazy marker', () => {
    render(<LazyImage src="/hero.webp" alt="Рассвет" width={1920} height={1080} priority />)
    const img = screen.getByRole('img', { name: 'Рассвет' })
    expect(img).toHaveAttribute('src', '/hero.webp')
    expect(img).not.toHaveClass('lazy')
    expect(img).toHaveAttribute('width', '1920')
  })
})
