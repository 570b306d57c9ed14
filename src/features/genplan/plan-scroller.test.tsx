import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { buildingsText, hiddenBuildings, PlanScroller } from './plan-scroller'

// Five buildings side by side on a plan 1000 units wide, as the demo's корпуса 1–5.
const FRAME = { x: 0, y: 0, width: 1000, height: 400 }
const BUILDINGS = [1, 2, 3, 4, 5].map((number, i) => ({ number, box: { x: 20 + i * 200, y: 50, width: 160, height: 300 } }))

describe('hiddenBuildings', () => {
  it('on a 375 px phone at the start, корпуса 3–5 are off to the right', () => {
    expect(hiddenBuildings(FRAME, BUILDINGS, { scrollLeft: 0, clientWidth: 343, scrollWidth: 760 })).toEqual({
      before: [],
      after: [3, 4, 5],
    })
  })

  it('scrolled to the end, the first ones are off to the left', () => {
    expect(hiddenBuildings(FRAME, BUILDINGS, { scrollLeft: 417, clientWidth: 343, scrollWidth: 760 })).toEqual({
      before: [1, 2, 3],
      after: [],
    })
  })

  it('a plan that fits hides nothing', () => {
    expect(hiddenBuildings(FRAME, BUILDINGS, { scrollLeft: 0, clientWidth: 900, scrollWidth: 900 })).toEqual({ before: [], after: [] })
  })
})

describe('buildingsText', () => {
  it('names one building, a run, or a list', () => {
    expect(buildingsText([5])).toBe('корпус 5')
    expect(buildingsText([3, 4, 5])).toBe('корпуса 3–5')
    expect(buildingsText([2, 5])).toBe('корпуса 2, 5')
  })
})

function sized(node: HTMLElement, { clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  Object.defineProperty(node, 'clientWidth', { configurable: true, value: clientWidth })
  Object.defineProperty(node, 'scrollWidth', { configurable: true, value: scrollWidth })
}

describe('PlanScroller', () => {
  it('says what is off screen, scrolls there on a tap, and follows the scroll', async () => {
    const user = userEvent.setup()
    // Measured in the first effect, so the sizes are given before render, through the prototype.
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(343)
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(760)
    const scrollBy = vi.fn()
    HTMLElement.prototype.scrollBy = scrollBy
    render(
      <PlanScroller frame={FRAME} buildings={BUILDINGS}>
        <svg aria-label="Генплан" />
      </PlanScroller>,
    )
    const cue = screen.getByRole('button', { name: 'Прокрутить генплан вправо: корпуса 3–5' })
    expect(cue).toHaveTextContent('корпуса 3–5 →')
    expect(screen.queryByRole('button', { name: /влево/ })).not.toBeInTheDocument()
    await user.click(cue)
    expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ left: expect.any(Number) }))
    expect(scrollBy.mock.calls[0]![0].left).toBeGreaterThan(0)

    // Scrolled to the end by the finger: the cues swap sides.
    const node = screen.getByLabelText('Генплан').parentElement!
    sized(node, { clientWidth: 343, scrollWidth: 760 })
    node.scrollLeft = 417
    fireEvent.scroll(node)
    expect(await screen.findByRole('button', { name: 'Прокрутить генплан влево: корпуса 1–3' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /вправо/ })).not.toBeInTheDocument()
    client.mockRestore()
    scroll.mockRestore()
  })
})
