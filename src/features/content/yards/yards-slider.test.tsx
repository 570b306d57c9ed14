import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { SLIDER_LABELS, YardsSlider } from './yards-slider'

const SLIDES = [
  { media: <span>фото 1</span>, caption: 'Двор корпусов 1–2' },
  { media: <span>фото 2</span>, caption: 'Амфитеатр и пергола' },
  { media: <span>фото 3</span>, caption: null },
]

function renderSlider() {
  render(
    <YardsSlider slides={SLIDES} label="Дворы «Новой Зари»">
      <h1>Дворы «Новой Зари»</h1>
    </YardsSlider>,
  )
  const slides = screen.getAllByRole('group', { hidden: true })
  const shown = () => slides.findIndex((slide) => slide.getAttribute('aria-hidden') === 'false')
  return { shown }
}

describe('YardsSlider', () => {
  it('is a named carousel of named slides with only the current one exposed', () => {
    const { shown } = renderSlider()
    const carousel = screen.getByRole('region', { name: 'Дворы «Новой Зари»' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getByRole('group', { name: '1 из 3' })).toHaveAttribute('aria-roledescription', 'slide')
    expect(shown()).toBe(0)
    expect(screen.getByRole('heading', { level: 1, name: 'Дворы «Новой Зари»' })).toBeInTheDocument()
  })

  it('turns with ←/→, Home and End while focus is inside, wrapping around, and announces the caption', async () => {
    const { shown } = renderSlider()
    screen.getByRole('button', { name: SLIDER_LABELS.next }).focus()
    const caption = () => screen.getByText((_, el) => el?.getAttribute('aria-live') === 'polite')

    await userEvent.keyboard('{ArrowRight}')
    expect(shown()).toBe(1)
    expect(caption()).toHaveTextContent('Амфитеатр и пергола')
    expect(caption()).toHaveTextContent('02')

    await userEvent.keyboard('{End}')
    expect(shown()).toBe(2)
    await userEvent.keyboard('{ArrowRight}')
    expect(shown()).toBe(0)
    await userEvent.keyboard('{ArrowLeft}')
    expect(shown()).toBe(2)
    await userEvent.keyboard('{Home}')
    expect(shown()).toBe(0)
    expect(caption()).toHaveTextContent('Двор корпусов 1–2')
  })

  it('turns with the arrow buttons', async () => {
    const { shown } = renderSlider()
    await userEvent.click(screen.getByRole('button', { name: SLIDER_LABELS.prev }))
    expect(shown()).toBe(2)
    await userEvent.click(screen.getByRole('button', { name: SLIDER_LABELS.next }))
    expect(shown()).toBe(0)
  })

  it('turns on a touch swipe but not on a short drag', () => {
    const { shown } = renderSlider()
    const track = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!
    fireEvent.pointerDown(track, { pointerType: 'touch', clientX: 300 })
    fireEvent.pointerUp(track, { pointerType: 'touch', clientX: 200 })
    expect(shown()).toBe(1)
    fireEvent.pointerDown(track, { pointerType: 'touch', clientX: 200 })
    fireEvent.pointerUp(track, { pointerType: 'touch', clientX: 180 })
    expect(shown()).toBe(1)
  })

  it('has no controls for a single picture', () => {
    render(
      <YardsSlider slides={[SLIDES[0]!]} label="Дворы">
        <h1>Дворы</h1>
      </YardsSlider>,
    )
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
