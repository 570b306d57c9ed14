// Test helpers of the content blocks (imported by tests only).
import { vi } from 'vitest'

import type { ImageDto } from '../image.schema'

/** A media-library image DTO for tests. */
export function testImage(name: string, width = 1600, height = 1000): ImageDto {
  const url = `/cms-api/media/file/${name}.webp`
  return {
    url,
    alt: `Иллюстрация ${name}`,
    width,
    height,
    sizes: { card: { url: `/cms-api/media/file/${name}-640.webp`, width: 640, height: 400 }, wide: { url, width, height } },
  }
}

type Entry = { isIntersecting: boolean; target: Element }

/**
 * Replaces IntersectionObserver (jsdom has none) with a controllable fake: `trigger(target, visible)`
 * calls every observer watching that element.
 */
export function stubIntersectionObserver() {
  const observers: { callback: (entries: Entry[]) => void; targets: Set<Element> }[] = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: (typeof observers)[number]
      constructor(callback: (entries: Entry[]) => void) {
        this.record = { callback, targets: new Set() }
        observers.push(this.record)
      }
      observe(target: Element) {
        this.record.targets.add(target)
      }
      unobserve(target: Element) {
        this.record.targets.delete(target)
      }
      disconnect() {
        this.record.targets.clear()
      }
      takeRecords() {
        return []
      }
    },
  )
  return {
    trigger(target: Element, isIntersecting: boolean) {
      for (const o of observers) if (o.targets.has(target)) o.callback([{ isIntersecting, target }])
    },
    watching: (target: Element) => observers.some((o) => o.targets.has(target)),
  }
}

/** Makes matchMedia answer with the given predicate for every query. */
export function stubMatchMedia(matching: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

/**
 * Renders the site's analytics controller on `pathname` with a recording sink and returns a function that
 * scrolls the window to a depth (percent) the way the browser would: scrollY, a scroll event, a frame.
 */
export async function mountScrollGoals(pathname: string) {
  vi.doMock('next/navigation', () => ({ usePathname: () => pathname }))
  const { render } = await import('@testing-library/react')
  const analytics = await import('@/features/analytics')
  const { AnalyticsRuntime } = await import('@/features/analytics/analytics-runtime')
  const { createElement } = await import('react')
  // Frames run when the test says so, after the scroll event, as in a browser.
  const frames: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn))
  vi.stubGlobal('cancelAnimationFrame', () => {})
  const viewport = 800
  const documentHeight = 4800
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport })
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: documentHeight })
  render(createElement(AnalyticsRuntime, { counterId: null, callTracking: { enabled: false, scriptUrl: null, phoneClass: null } }))
  const recording = analytics.createRecordingSink()
  analytics.setGoalSink(recording.sink)
  const scrollToPercent = (percent: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: ((documentHeight - viewport) * percent) / 100 })
    window.dispatchEvent(new Event('scroll'))
    for (const frame of frames.splice(0)) frame(performance.now())
  }
  return { scrollToPercent, recording }
}
