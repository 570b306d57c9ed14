import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { GALLERY_LABELS, GallerySlider } from './gallery-slider'
import { stubIntersectionObserver, testImage } from './test-fixtures'
import type { GallerySlide } from './types'

const slides: GallerySlide[] = [
  { image: testImage('river'), caption: 'Корпуса с Невы' },
  { image: testImage('yard'), caption: 'Центральный двор' },
  { image: testImage('bath', 900, 1200), caption: 'Ванная с окном' },
]

beforeEach(() => {
  stubIntersectionObserver()
  // jsdom does not lay out; scrollTo is what the arrows call.
  Element.prototype.scrollTo = vi.fn()
})

afterEach(() => vi.unstubAllGlobals())

describe('GallerySlider', () => {
  it('lists every photo as a button named by its caption, inside a list labelled by the gallery title', () => {
    render(<GallerySlider slides={slides} title="Галерея" />)
    const list = screen.getByRole('list', { name: 'Галерея' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([GALLERY_LABELS.open('Корпуса с Невы'), GALLERY_LABELS.open('Центральный двор'), GALLERY_LABELS.open('Ванная с окном')])
  })

  it('moves focus to the neighbouring photo with ← and →, stopping at the ends', async () => {
    const user = userEvent.setup()
    render(<GallerySlider slides={slides} title="Галерея" />)
    const [first, second, third] = within(screen.getByRole('list')).getAllByRole('button')
    first!.focus()
    await user.keyboard('{ArrowRight}')
    expect(second).toHaveFocus()
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(third).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(second).toHaveFocus()
  })

  it('starts with the back arrow disabled and scrolls the rail with the next arrow', async () => {
    // A rail three times wider than its window (jsdom does not lay out).
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(3000)
    const clientWidth = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1000)
    const user = userEvent.setup()
    render(<GallerySlider slides={slides} title="Галерея" />)
    expect(screen.getByRole('button', { name: GALLERY_LABELS.prev })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: GALLERY_LABELS.next }))
    expect(Element.prototype.scrollTo).toHaveBeenCalledTimes(1)
    scrollWidth.mockRestore()
    clientWidth.mockRestore()
  })

  it('disables both arrows when every photo fits', () => {
    render(<GallerySlider slides={slides} title="Галерея" />)
    expect(screen.getByRole('button', { name: GALLERY_LABELS.prev })).toBeDisabled()
    expect(screen.getByRole('button', { name: GALLERY_LABELS.next })).toBeDisabled()
  })

  it('opens the photo in a fullscreen viewer that pages with the arrow keys and closes with Escape', async () => {
    const user = userEvent.setup()
    render(<GallerySlider slides={slides} title="Галерея" />)
    const opener = screen.getByRole('button', { name: GALLERY_LABELS.open('Центральный двор') })
    await user.click(opener)
    // The dialog's panel is a module of its own, loaded when idle or on the first opening.
    const viewer = await screen.findByRole('dialog', { name: 'Галерея' })
    expect(within(viewer).getByText(GALLERY_LABELS.counter(2, 3))).toBeInTheDocument()
    expect(within(viewer).getByText('Центральный двор')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(within(viewer).getByText(GALLERY_LABELS.counter(3, 3))).toBeInTheDocument()
    expect(within(viewer).getByText('Ванная с окном')).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(within(viewer).getByText(GALLERY_LABELS.counter(1, 3))).toBeInTheDocument()
    await user.click(within(viewer).getByRole('button', { name: GALLERY_LABELS.prev }))
    expect(within(viewer).getByText(GALLERY_LABELS.counter(3, 3))).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})
