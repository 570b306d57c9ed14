import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { HERO_LABELS, HeroSlider, type HeroSlide } from './hero-slider'
import { stubIntersectionObserver, stubMatchMedia, testImage } from './test-fixtures'

const slides: HeroSlide[] = [
  { title: 'Первый экран', subtitle: 'Подзаголовок один', image: testImage('one'), button: { text: 'выбрать квартиру', url: '/flats' } },
  { title: 'Второй экран', image: testImage('two'), button: { text: 'смотреть планировки', url: '/flats?rooms=2' } },
  { title: 'Третий экран', image: testImage('three') },
]

/** The title of the slide screen readers currently see. */
const currentTitle = () => screen.getByRole('heading', { level: 2 }).textContent

beforeEach(() => {
  stubIntersectionObserver()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('HeroSlider', () => {
  it('is a labelled carousel that shows one slide at a time, the others hidden and inert', () => {
    render(<HeroSlider slides={slides} label="Первые экраны" />)
    const carousel = screen.getByRole('region', { name: 'Первые экраны' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(currentTitle()).toBe('Первый экран')
    const groups = carousel.querySelectorAll('[aria-roledescription="slide"]')
    expect(groups).toHaveLength(3)
    expect(groups[0]).toHaveAttribute('aria-label', '1 из 3')
    expect(groups[1]).toHaveAttribute('aria-hidden', 'true')
    expect(groups[1]).toHaveAttribute('inert')
    // Only the visible slide's button is reachable.
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['выбрать квартиру'])
  })

  it('gives only the first image priority (the LCP image); the others load lazily', () => {
    const { container } = render(<HeroSlider slides={slides} label="Первые экраны" />)
    const images = container.querySelectorAll('img')
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[0]).toHaveAttribute('src', '/cms-api/media/file/one.webp')
    expect(images[1]).not.toHaveAttribute('fetchpriority')
    expect(images[1]).toHaveClass('lazy')
  })

  it('moves with the arrows, wrapping around at both ends', async () => {
    const user = userEvent.setup()
    render(<HeroSlider slides={slides} label="Первые экраны" />)
    await user.click(screen.getByRole('button', { name: HERO_LABELS.next }))
    expect(currentTitle()).toBe('Второй экран')
    await user.click(screen.getByRole('button', { name: HERO_LABELS.prev }))
    await user.click(screen.getByRole('button', { name: HERO_LABELS.prev }))
    expect(currentTitle()).toBe('Третий экран')
    await user.click(screen.getByRole('button', { name: HERO_LABELS.next }))
    expect(currentTitle()).toBe('Первый экран')
  })

  it('jumps to a slide by its dot and marks the current dot', async () => {
    const user = userEvent.setup()
    render(<HeroSlider slides={slides} label="Первые экраны" />)
    const third = screen.getByRole('button', { name: HERO_LABELS.dot(3, 'Третий экран') })
    await user.click(third)
    expect(currentTitle()).toBe('Третий экран')
    expect(third).toHaveAttribute('aria-current', 'true')
    expect(screen.getByRole('button', { name: HERO_LABELS.dot(1, 'Первый экран') })).not.toHaveAttribute('aria-current')
  })

  it('follows ←, →, Home and End while focus is inside', async () => {
    const user = userEvent.setup()
    render(<HeroSlider slides={slides} label="Первые экраны" />)
    screen.getByRole('button', { name: HERO_LABELS.dot(1, 'Первый экран') }).focus()
    await user.keyboard('{ArrowRight}')
    expect(currentTitle()).toBe('Второй экран')
    await user.keyboard('{End}')
    expect(currentTitle()).toBe('Третий экран')
    await user.keyboard('{ArrowRight}')
    expect(currentTitle()).toBe('Первый экран')
    await user.keyboard('{ArrowLeft}')
    expect(currentTitle()).toBe('Третий экран')
    await user.keyboard('{Home}')
    expect(currentTitle()).toBe('Первый экран')
  })

  it('advances by itself when motion is welcome, and the pause button stops it', () => {
    vi.useFakeTimers()
    stubMatchMedia((query) => query.includes('no-preference'))
    render(<HeroSlider slides={slides} label="Первые экраны" intervalMs={5000} />)
    act(() => void vi.advanceTimersByTime(5000))
    expect(currentTitle()).toBe('Второй экран')
    fireEvent.click(screen.getByRole('button', { name: HERO_LABELS.pause }))
    // The click focused the button; focus leaving the carousel must not resume a paused slider.
    fireEvent.blur(screen.getByRole('button', { name: HERO_LABELS.play }))
    act(() => void vi.advanceTimersByTime(20000))
    expect(currentTitle()).toBe('Второй экран')
    fireEvent.click(screen.getByRole('button', { name: HERO_LABELS.play }))
    fireEvent.mouseLeave(screen.getByRole('region'))
    fireEvent.blur(screen.getByRole('button', { name: HERO_LABELS.pause }))
    act(() => void vi.advanceTimersByTime(5000))
    expect(currentTitle()).toBe('Третий экран')
  })

  it('holds still while the pointer is over it', () => {
    vi.useFakeTimers()
    stubMatchMedia((query) => query.includes('no-preference'))
    render(<HeroSlider slides={slides} label="Первые экраны" intervalMs={5000} />)
    fireEvent.mouseEnter(screen.getByRole('region'))
    act(() => void vi.advanceTimersByTime(15000))
    expect(currentTitle()).toBe('Первый экран')
  })

  it('never advances by itself with reduced motion, and offers no pause button', () => {
    vi.useFakeTimers()
    stubMatchMedia((query) => query.includes('prefers-reduced-motion: reduce'))
    render(<HeroSlider slides={slides} label="Первые экраны" intervalMs={5000} />)
    act(() => void vi.advanceTimersByTime(30000))
    expect(currentTitle()).toBe('Первый экран')
    expect(screen.queryByRole('button', { name: HERO_LABELS.pause })).toBeNull()
    expect(within(screen.getByRole('region')).getByRole('button', { name: HERO_LABELS.next })).toBeInTheDocument()
  })
})
