import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { filterQuery } from './floor-filter-marks'
import { SummaryLayer } from './summary-layer'

const FIVE = '/flats/building/1/floor/5'
const SIX = '/flats/building/1/floor/6'

function Harness() {
  return (
    <SummaryLayer openLabel="открыть этаж">
      <a href={FIVE} data-summary="5 этаж: 3 квартиры в продаже от 8,1 млн ₽" aria-label="5 этаж">
        5
      </a>
      <a href={SIX} data-summary="6 этаж: нет квартир в продаже" aria-label="6 этаж">
        6
      </a>
    </SummaryLayer>
  )
}

const bubble = () => document.querySelector('[aria-live="polite"]') as HTMLElement

describe('SummaryLayer', () => {
  it('shows the summary of the focused link and hides it when focus leaves', () => {
    render(<Harness />)
    const five = screen.getByRole('link', { name: '5 этаж' })
    act(() => five.focus())
    expect(bubble()).toBeVisible()
    expect(bubble()).toHaveTextContent('5 этаж: 3 квартиры в продаже от 8,1 млн ₽')
    act(() => five.blur())
    expect(bubble()).not.toBeVisible()
  })

  it('a mouse click opens the link at once', () => {
    render(<Harness />)
    const five = screen.getByRole('link', { name: '5 этаж' })
    fireEvent.pointerDown(five, { pointerType: 'mouse' })
    // fireEvent returns false when a handler called preventDefault.
    expect(fireEvent.click(five)).toBe(true)
  })

  it('on a touch screen the first tap shows the summary with a link, the second tap on the same item opens it', () => {
    render(<Harness />)
    const five = screen.getByRole('link', { name: '5 этаж' })
    fireEvent.pointerDown(five, { pointerType: 'touch' })
    expect(fireEvent.click(five)).toBe(false)
    expect(bubble()).toHaveTextContent('5 этаж: 3 квартиры')
    expect(screen.getByRole('link', { name: 'открыть этаж' })).toHaveAttribute('href', FIVE)
    // Another item first shows its own summary.
    const six = screen.getByRole('link', { name: '6 этаж' })
    fireEvent.pointerDown(six, { pointerType: 'touch' })
    expect(fireEvent.click(six)).toBe(false)
    expect(bubble()).toHaveTextContent('нет квартир в продаже')
    fireEvent.pointerDown(six, { pointerType: 'touch' })
    expect(fireEvent.click(six)).toBe(true)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(bubble()).not.toBeVisible()
  })
})

describe('filterQuery', () => {
  it("keeps the catalogue filters of an address and drops everything else (the plate's own building and section, UTM)", () => {
    expect(filterQuery('?rooms=2&section=5&utm_source=x&price_max=12000000')?.toString()).toBe('rooms=2&price_max=12000000')
    expect(filterQuery('?section=5&building=1')).toBeNull()
    expect(filterQuery('')).toBeNull()
  })
})
