import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { contentBox } from './content-box'
import { clampView, focusView, ZOOM, zoomAt } from './use-zoom-pane'
import { ZoomPane } from './zoom-pane'

const BOX = { width: 400, height: 300 }

/** The stage's box in px (jsdom lays nothing out). */
function sizeStage(width = BOX.width, height = BOX.height) {
  const stage = screen.getByRole('group', { name: 'План квартиры' })
  vi.spyOn(stage, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: 0,
    left: 0,
    top: 0,
    width,
    height,
    right: width,
    bottom: height,
    toJSON: () => ({}),
  })
  return stage
}

function renderPane() {
  render(
    <ZoomPane label="План квартиры">
      <p>Чертёж</p>
    </ZoomPane>,
  )
  const stage = sizeStage()
  const content = () => screen.getByText('Чертёж').parentElement!
  return { stage, scale: () => Number(content().dataset.scale), transform: () => content().style.transform }
}

describe('ZoomPane by keyboard', () => {
  it('+ and − zoom by steps within the limits, 0 fits it back; each change is announced', async () => {
    const user = userEvent.setup()
    const { stage, scale } = renderPane()
    stage.focus()
    await user.keyboard('+')
    expect(scale()).toBeCloseTo(ZOOM.step)
    expect(screen.getByTestId('zoom-live')).toHaveTextContent('Масштаб 150 %')
    expect(screen.getByRole('button', { name: /^По размеру экрана \(сейчас 150\s%\)$/ })).toBeInTheDocument()
    for (let i = 0; i < 8; i++) await user.keyboard('+')
    expect(scale()).toBe(ZOOM.max)
    expect(screen.getByRole('button', { name: 'Увеличить масштаб' })).toBeDisabled()
    await user.keyboard('-')
    expect(scale()).toBeCloseTo(ZOOM.max / ZOOM.step)
    await user.keyboard('0')
    expect(scale()).toBe(1)
    expect(screen.getByTestId('zoom-live')).toHaveTextContent('Масштаб 100 %')
    expect(screen.getByRole('button', { name: 'Уменьшить масштаб' })).toBeDisabled()
  })

  it('the arrows move a zoomed picture the way one looks, never past its edge', async () => {
    const user = userEvent.setup()
    const { stage, transform } = renderPane()
    stage.focus()
    // Fitted, there is nothing to move.
    await user.keyboard('{ArrowRight}')
    expect(transform()).toContain('translate3d(0px, 0px, 0)')
    await user.keyboard('++')
    await user.keyboard('{ArrowRight}')
    expect(transform()).toContain('translate3d(-60px, 0px, 0)')
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}')
    // 2.25× of a 300 px box overhangs 187.5 px each way: that is as far as it goes.
    expect(transform()).toContain('translate3d(-60px, -187.5px, 0)')
  })

  it('the buttons do the same for a mouse or a finger', async () => {
    const user = userEvent.setup()
    const { scale } = renderPane()
    await user.click(screen.getByRole('button', { name: 'Увеличить масштаб' }))
    expect(scale()).toBeCloseTo(1.5)
    await user.click(screen.getByRole('button', { name: /^По размеру экрана/ }))
    expect(scale()).toBe(1)
  })
})

describe('ZoomPane by pointer', () => {
  it('zooms with the wheel around the pointer and drags to move', () => {
    const { stage, scale, transform } = renderPane()
    fireEvent.wheel(stage, { deltaY: -400, clientX: 300, clientY: 150 })
    expect(scale()).toBeGreaterThan(1.5)
    // The spot under the pointer (100 px right of centre) stays where it was: the picture moved left.
    expect(transform()).toMatch(/translate3d\(-\d/)
    const before = transform()
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 200, clientY: 150, button: 0, pointerType: 'mouse' })
    fireEvent.pointerMove(stage, { pointerId: 1, clientX: 230, clientY: 150, pointerType: 'mouse' })
    fireEvent.pointerUp(stage, { pointerId: 1, clientX: 230, clientY: 150, pointerType: 'mouse' })
    expect(transform()).not.toBe(before)
  })

  it('pinches with two fingers', () => {
    const { stage, scale } = renderPane()
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 150, clientY: 150, pointerType: 'touch' })
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 250, clientY: 150, pointerType: 'touch' })
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 350, clientY: 150, pointerType: 'touch' })
    expect(scale()).toBeCloseTo(2)
  })
})

describe('zoom geometry', () => {
  it('keeps the point under the fingers in place and the picture over the box', () => {
    const view = zoomAt({ scale: 1, x: 0, y: 0 }, 2, { x: 100, y: 0 }, BOX)
    // The spot 100 px right of centre: at 2× it would be 200 px right, so the picture moves 100 px left.
    expect(view).toEqual({ scale: 2, x: -100, y: 0 })
    expect(clampView({ scale: 2, x: -500, y: 400 }, BOX)).toEqual({ scale: 2, x: -200, y: 150 })
    expect(clampView({ scale: 9, x: 0, y: 0 }, BOX).scale).toBe(ZOOM.max)
  })

  it('fits a small drawing on a wide sheet to a phone screen', () => {
    // A 1200×900 sheet whose drawing is the middle half, on a 343×650 phone stage.
    const view = focusView({ x: 0.25, y: 0.2, width: 0.5, height: 0.6 }, { width: 1200, height: 900 }, { width: 343, height: 650 })
    expect(view.scale).toBeCloseTo(1.88, 2)
    expect(view.x).toBeCloseTo(0)
  })
})

describe('contentBox', () => {
  it('finds the drawing on the paper and leaves a lone north arrow out', () => {
    const width = 100
    const height = 80
    const rgba = new Uint8ClampedArray(width * height * 4).fill(250)
    const ink = (x: number, y: number) => rgba.set([20, 30, 60, 255], (y * width + x) * 4)
    // A room outline from (20, 10) to (69, 59).
    for (let x = 20; x < 70; x++) for (const y of [10, 59]) ink(x, y)
    for (let y = 10; y < 60; y++) for (const x of [20, 69]) ink(x, y)
    // A small north arrow in the top right corner.
    for (let y = 2; y < 7; y++) ink(95, y)
    expect(contentBox(rgba, width, height)).toEqual({ x: 0.2, y: 0.125, width: 0.5, height: 0.625 })
  })

  it('answers null for blank paper', () => {
    expect(contentBox(new Uint8ClampedArray(10 * 10 * 4).fill(250), 10, 10)).toBeNull()
  })
})
