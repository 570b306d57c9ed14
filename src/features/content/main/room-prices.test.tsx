import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import type { MainPageDto } from '../pages'
import { RoomPrices } from './room-prices'

type Layouts = NonNullable<MainPageDto['layouts']>
const layout = (rooms: number, title: string, price_from: number | null, area_from: number | null = 24.6): Layouts[number] =>
  ({ title, text: null, image: null, rooms, url: null, area_from, price_from }) as unknown as Layouts[number]

describe('RoomPrices', () => {
  it('lists each room type for sale with its «от» price, rounded down, linking to the filtered list', () => {
    render(<RoomPrices layouts={[layout(0, 'Студии', 5_290_000), layout(1, 'Однокомнатные', 6_960_000, 35)]} />)
    const region = screen.getByRole('region', { name: 'Цены на квартиры' })
    const studios = within(region).getByRole('link', { name: /^Студии/ })
    expect(studios).toHaveAttribute('href', '/flats?rooms=0')
    // Never above the cheapest flat: 5 290 000 reads «от 5,2», not «от 5,3».
    expect(studios).toHaveAccessibleName(/^Студии\sот\s5,2\sмлн\s₽\sот\s24,6\sм²$/)
    expect(screen.getAllByTestId('room-price').map((figure) => figure.textContent)).toEqual([
      'от\u00a05,2\u00a0млн\u00a0₽',
      'от\u00a06,9\u00a0млн\u00a0₽',
    ])
    expect(within(region).getByRole('link', { name: /все квартиры/ })).toHaveAttribute('href', '/flats')
  })

  it('leaves out room counts with nothing for sale, and itself when none has a price', () => {
    const { container, rerender } = render(<RoomPrices layouts={[layout(0, 'Студии', 5_290_000), layout(4, 'Четырёхкомнатные', null)]} />)
    expect(screen.getAllByTestId('room-price')).toHaveLength(1)
    rerender(<RoomPrices layouts={[layout(4, 'Четырёхкомнатные', null)]} />)
    expect(container).toBeEmptyDOMElement()
  })
})
