import { act, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { LAZY_PLACEHOLDER_SRC, LazyImage, PORTRAIT_MEDIA } from './lazy-image'
import { LAZY_ROOT_MARGIN } from './use-lazy-visible'

type Entry = { isIntersecting: boolean; target: Element }
let trigger: ((entries: Entry[]) => void) | null = null
let options: IntersectionObserverInit | undefined

beforeEach(() => {
  trigger = null
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(
        private readonly callback: (entries: Entry[]) => void,
        init?: IntersectionObserverInit,
      ) {
        options = init
      }
      // The observer is shared by every image of a margin (made once per file): each image it watches re-arms the trigger.
      observe() {
        trigger = this.callback
      }
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

  it('keeps a lazy image’s box in its own shape until the file arrives (the placeholder is square)', () => {
    // As the server sends it: the 1×1 placeholder would make the box square and the page jump when the file came.
    expect(renderToStaticMarkup(<LazyImage src="/a.webp" alt="Двор" width={1600} height={1000} fit="cover" />)).toContain(
      'style="--lazy-ratio:1600 / 1000"',
    )
    // A priority image has its file from the start; an image without a size has nothing to keep.
    expect(renderToStaticMarkup(<LazyImage src="/a.webp" alt="Двор" width={1600} height={1000} priority />)).not.toContain('--lazy-ratio')
    expect(renderToStaticMarkup(<LazyImage src="/a.svg" alt="План" />)).not.toContain('--lazy-ratio')
    render(<LazyImage src="/a.webp" alt="Фасад" width={1600} height={1000} />)
    const img = screen.getByRole('img', { name: 'Фасад' })
    act(() => trigger?.([{ isIntersecting: true, target: img }]))
    fireEvent.load(img)
    expect(img.getAttribute('style') ?? '').not.toContain('--lazy-ratio')
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

  it('offers phones held upright the portrait crop, a priority image at once', () => {
    const portrait = { src: '/hero-608x1080.webp', width: 608, height: 1080 }
    const { container } = render(<LazyImage src="/hero.webp" srcSet="/hero-1600.webp 1600w" alt="Рассвет" priority portrait={portrait} />)
    const source = container.querySelector('picture > source')
    expect(source).toHaveAttribute('media', PORTRAIT_MEDIA)
    expect(PORTRAIT_MEDIA).toBe('(orientation: portrait) and (max-width: 767px)')
    expect(source).toHaveAttribute('srcset', '/hero-608x1080.webp 608w')
    expect(source).toHaveAttribute('sizes', '100vw')
    expect(source).toHaveAttribute('width', '608')
    // The <img> stays the picture's fallback: landscape screens and browsers without <picture> use it.
    expect(container.querySelector('picture > source + img')).toBe(screen.getByRole('img', { name: 'Рассвет' }))
  })

  it('gives a lazy image its portrait source only with its file, so nothing is fetched before it is near', () => {
    const { container } = render(
      <LazyImage src="/slide.webp" alt="Двор" portrait={{ src: '/slide-608x1080.webp', width: 608, height: 1080 }} />,
    )
    expect(container.querySelector('source')).toBeNull()
    act(() => trigger?.([{ isIntersecting: true, target: screen.getByRole('img', { name: 'Двор' }) }]))
    expect(container.querySelector('picture > source')).toHaveAttribute('srcset', '/slide-608x1080.webp 608w')
  })

  it('renders a bare <img> without a portrait crop', () => {
    const { container } = render(<LazyImage src="/hero.webp" alt="Рассвет" priority />)
    expect(container.querySelector('picture')).toBeNull()
  })
})
