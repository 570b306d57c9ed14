/**
 * Test helper, never imported by the app: a stand-in IntersectionObserver for unit tests of what loads near
 * the viewport (useWhenNear). The test says when the observed element comes near, and reads the margin.
 */
import { afterEach, beforeEach, vi } from 'vitest'

export interface NearViewport {
  /** Brings the last observed element near the viewport; null before anything is observed. */
  comeNear: (() => void) | null
  /** The rootMargin of the last observer made. */
  margin: string | undefined
}

/** Installs the stand-in before each test of the file and removes it after; returns its live state. */
export function stubNearViewport(): NearViewport {
  const near: NearViewport = { comeNear: null, margin: undefined }
  type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void
  beforeEach(() => {
    near.comeNear = null
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(
          private readonly callback: Callback,
          init?: IntersectionObserverInit,
        ) {
          near.margin = init?.rootMargin
        }
        observe(target: Element) {
          near.comeNear = () => this.callback([{ isIntersecting: true, target }])
        }
        unobserve() {}
        disconnect() {}
      },
    )
  })
  afterEach(() => vi.unstubAllGlobals())
  return near
}
