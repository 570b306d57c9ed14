import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  ANCHOR_OFFSET,
  anchorOffset,
  anchorScrollTop,
  createScrollStore,
  DEFAULT_SCROLL_THRESHOLD,
  findHashTarget,
  nextScrollState,
  scrollToHashOrTop,
  STICKY_BAR_ATTRIBUTE,
} from './scroll'

describe('scroll tracking', () => {
  it('has threshold 100 and anchor offset 30 by default', () => {
    expect(DEFAULT_SCROLL_THRESHOLD).toBe(100)
    expect(ANCHOR_OFFSET).toBe(30)
  })

  it('leaves the direction unset until the first qualifying move', () => {
    const store = createScrollStore()
    expect(store.getState()).toEqual({ offset: 0, direction: undefined })
    store.update(99)
    expect(store.getState()).toEqual({ offset: 0, direction: undefined })
    store.update(100)
    expect(store.getState()).toEqual({ offset: 100, direction: 'down' })
  })

  it('measures the threshold from the last recorded offset, not the last raw one', () => {
    let state = nextScrollState({ offset: 500, direction: 'down' }, 450)
    expect(state).toEqual({ offset: 500, direction: 'down' })
    state = nextScrollState(state, 401)
    expect(state).toEqual({ offset: 500, direction: 'down' })
    state = nextScrollState(state, 400)
    expect(state).toEqual({ offset: 400, direction: 'up' })
  })

  it('accepts a custom threshold', () => {
    const store = createScrollStore({ threshold: 10 })
    store.update(10)
    expect(store.getState().direction).toBe('down')
    store.update(0)
    expect(store.getState()).toEqual({ offset: 0, direction: 'up' })
  })

  it('notifies listeners only when the recorded state changes', () => {
    const store = createScrollStore()
    const listener = vi.fn()
    const off = store.subscribe(listener)
    store.update(50)
    expect(listener).not.toHaveBeenCalled()
    store.update(150)
    expect(listener).toHaveBeenCalledTimes(1)
    off()
    store.update(400)
    expect(listener).toHaveBeenCalledTimes(1)
  })
})

describe('anchor scrolling', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  it('puts the element 30 px below the top', () => {
    expect(anchorScrollTop(500, 1000)).toBe(1470)
    expect(anchorScrollTop(10, 0)).toBe(0)
  })

  it('finds targets by id, encoded id or name', () => {
    document.body.innerHTML = '<div id="plan"></div><div id="план"></div><a name="old"></a>'
    expect(findHashTarget('#plan')?.id).toBe('plan')
    expect(findHashTarget('#%D0%BF%D0%BB%D0%B0%D0%BD')?.id).toBe('план')
    expect(findHashTarget('#old')?.getAttribute('name')).toBe('old')
    expect(findHashTarget('#missing')).toBeNull()
    expect(findHashTarget('')).toBeNull()
  })

  it('scrolls smoothly to the hash target with the offset', () => {
    document.body.innerHTML = '<section id="gallery"></section>'
    const el = document.getElementById('gallery')!
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 800 } as DOMRect)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    expect(scrollToHashOrTop('#gallery')).toBe(true)
    expect(scrollTo).toHaveBeenCalledWith({ top: 770, left: 0, behavior: 'smooth' })
  })

  it('measures the 30 px from the bottom of a sticky top bar, once (DESIGN.md readings)', () => {
    document.body.innerHTML = `<header ${STICKY_BAR_ATTRIBUTE} style="position: sticky; top: 0"></header><section id="button"></section>`
    const bar = document.querySelector('header')!
    Object.defineProperty(bar, 'offsetHeight', { value: 65 })
    expect(anchorOffset()).toBe(95)
    const el = document.getElementById('button')!
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ top: 800 } as DOMRect)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollToHashOrTop('#button')
    expect(scrollTo).toHaveBeenCalledWith({ top: 705, left: 0, behavior: 'smooth' })
    // A bar that is not stuck (or hidden) covers nothing.
    bar.style.position = 'static'
    expect(anchorOffset()).toBe(30)
  })

  it('scrolls to the top without a hash or when the target is missing', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    expect(scrollToHashOrTop('')).toBe(false)
    expect(scrollToHashOrTop('#nowhere')).toBe(false)
    expect(scrollTo).toHaveBeenCalledTimes(2)
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'auto' })
  })

  it('respects reduced motion', () => {
    document.body.innerHTML = '<section id="x"></section>'
    const matchMedia = vi.fn().mockReturnValue({ matches: true })
    vi.stubGlobal('matchMedia', matchMedia)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    scrollToHashOrTop('#x')
    expect(scrollTo.mock.calls[0]![0]).toMatchObject({ behavior: 'auto' })
    vi.unstubAllGlobals()
  })
})
