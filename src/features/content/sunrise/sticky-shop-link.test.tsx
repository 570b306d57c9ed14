import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { stubIntersectionObserver } from '../blocks/test-fixtures'
import { SHOP_LINK, StickyShopLink } from './sticky-shop-link'

afterEach(() => vi.unstubAllGlobals())

function renderWithMainScreen() {
  const io = stubIntersectionObserver()
  render(
    <>
      <section id="main-screen">Первый экран</section>
      <StickyShopLink watchId="main-screen" />
    </>,
  )
  return { io, mainScreen: document.getElementById('main-screen')! }
}

describe('StickyShopLink (SPEC §2.2 sunrise mobile sticky button)', () => {
  it('is hidden while the main screen is in view', () => {
    const { io, mainScreen } = renderWithMainScreen()
    expect(io.watching(mainScreen)).toBe(true)
    expect(screen.queryByRole('link', { name: SHOP_LINK.label })).toBeNull()
    act(() => io.trigger(mainScreen, true))
    expect(screen.queryByRole('link', { name: SHOP_LINK.label })).toBeNull()
  })

  it('appears once the main screen is out of view and leads to the flats shop, then hides again when it returns', () => {
    const { io, mainScreen } = renderWithMainScreen()
    act(() => io.trigger(mainScreen, false))
    const link = screen.getByRole('link', { name: 'в магазин квартир' })
    expect(link).toHaveAttribute('href', '/flats')
    act(() => io.trigger(mainScreen, true))
    expect(screen.queryByRole('link', { name: SHOP_LINK.label })).toBeNull()
  })

  it('is inert while hidden, so keyboard users never tab to an invisible button', () => {
    const { io, mainScreen } = renderWithMainScreen()
    const bar = screen.getByText(SHOP_LINK.label).parentElement!
    expect(bar).toHaveAttribute('inert')
    act(() => io.trigger(mainScreen, false))
    expect(bar).not.toHaveAttribute('inert')
  })

  it('stops observing when it unmounts', () => {
    const io = stubIntersectionObserver()
    const { unmount } = render(
      <>
        <section id="hero">Первый экран</section>
        <StickyShopLink watchId="hero" />
      </>,
    )
    const hero = document.getElementById('hero')!
    unmount()
    expect(io.watching(hero)).toBe(false)
  })
})
