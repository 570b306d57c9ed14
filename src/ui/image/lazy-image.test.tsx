import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LAZY_PLACEHOLDER_SRC, LazyImage } from './lazy-image'
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
    // Valid HTML without JS: a tiny placeholder src, no srcset or sizes yet.
    expect(img).toHaveAttribute('src', LAZY_PLACEHOLDER_SRC)
    expect(img).not.toHaveAttribute('srcset')
    expect(img).not.toHaveAttribute('sizes')
    expect(img).toHaveClass('lazy')
    fireEvent.load(img)
    expect(img).not.toHaveClass('loaded')
    expect(options?.rootMargin).toBe(LAZY_ROOT_MARGIN)
    expect(LAZY_ROOT_MARGIN).toBe('50px')
    act(() => trigger?.([{ isIntersecting: true, target: img }]))
    expect(img).toHaveAttribute('src', '/a.webp')
    expect(img).toHaveAttribute('srcset', '/a-640.webp 640w')
    fireEvent.load(img)
    expect(img).toHaveClass('loaded')
  })

  it('sends sizes only with a srcset (an SVG plan has one file)', () => {
    render(<LazyImage src="/plan.svg" alt="План" sizes="(min-width: 1280px) 400px, 90vw" priority />)
    expect(screen.getByRole('img', { name: 'План' })).not.toHaveAttribute('sizes')
    render(<LazyImage src="/a.webp" srcSet="/a-640.webp 640w" alt="Фасад" sizes="90vw" priority />)
    expect(screen.getByRole('img', { name: 'Фасад' })).toHaveAttribute('sizes', '90vw')
  })

  it('renders priority images at once, without the lazy marker', () => {
    render(<LazyImage src="/hero.webp" alt="Рассвет" width={1920} height={1080} priority />)
    const img = screen.getByRole('img', { name: 'Рассвет' })
    expect(img).toHaveAttribute('src', '/hero.webp')
    expect(img).not.toHaveClass('lazy')
    expect(img).toHaveAttribute('width', '1920')
  })
})
