import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

import type { PropertyFacets, PropertySpecs } from '@/features/properties'

import { EMPTY_FILTER, type ShopFilter } from './filter-state'
import { RANGE_DEBOUNCE_MS } from './range-field'
import { ShopFilters } from './shop-filters'

type Specs = PropertySpecs['specs']
type Facets = PropertyFacets['facets']

const choice = (label: string, options: [string | number, string][]) => ({
  name: label,
  label,
  kind: 'choice' as const,
  multiple: true,
  options: options.map(([value, text]) => ({ value, label: text, disabled: false })),
})
const range = (label: string, unit: string, min: number, max: number) => ({ name: label, label, kind: 'range' as const, unit, min, max })
const counts = (...values: (string | number)[]) => values.map((value) => ({ value, label: String(value), count: 1 }))

function specsOf(buildings: [number, string][] = [[1, 'Корпус 1']]): Specs {
  return {
    type: choice('Тип', [['flat', 'Квартира']]),
    status: choice('Статус', [['available', 'В продаже']]),
    rooms: choice('Комнаты', [
      [0, 'Ст'],
      [1, '1'],
      [2, '2'],
    ]),
    layout_format: choice('Планировка', [
      ['classic', 'классическая'],
      ['euro', 'евро'],
    ]),
    building: choice('Корпус', buildings),
    section: choice('Секция', [
      [1, 'Секция 1'],
      [2, 'Секция 2'],
    ]),
    finishing_kind: choice('Отделка', [
      ['white_box', 'white box'],
      ['none', 'без отделки'],
    ]),
    orientation: choice('Окна', [['n', 'север']]),
    completion: choice('Срок сдачи', [['completed', 'дом сдан']]),
    features: choice('Особенности', [['terrace', 'терраса']]),
    discount: { name: 'discount', label: 'Со скидкой', kind: 'bool', disabled: false },
    price: range('Цена', '₽', 5_000_000, 20_000_000),
    area: range('Площадь', 'м²', 25, 120),
    floor: range('Этаж', '', 2, 2),
    order: choice('Сортировка', [['price', 'по цене']]),
  }
}

const facets: Facets = {
  type: counts('flat'),
  status: counts('available'),
  rooms: counts(1, 2),
  layout_format: counts('euro'),
  building: counts(1, 2).map((c) => ({ ...c, inner_facets: counts(1, 2) })),
  section: counts(1, 2),
  finishing_kind: counts('white_box'),
  orientation: counts('n'),
  completion: counts('completed'),
  features: counts('terrace'),
  discount: { count: 3 },
  price: { min: 5_500_000, max: 18_000_000 },
  area: { min: 30, max: 110 },
  floor: null,
}

function renderFilters(filter: Partial<ShopFilter> = {}, specs = specsOf()) {
  const onChange = vi.fn<(next: ShopFilter) => void>()
  render(<ShopFilters specs={specs} facets={facets} filter={{ ...EMPTY_FILTER, page: 4, ...filter }} onChange={onChange} />)
  return onChange
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ShopFilters: chips', () => {
  it('shows the chip groups in reading order and leaves out a range with one value', () => {
    renderFilters()
    const legends = screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)
    expect(legends).toEqual(['Комнаты', 'Планировка', 'Цена, млн ₽', 'Площадь, м²', 'Отделка', 'Окна', 'Срок сдачи', 'Особенности'])
    expect(screen.queryByRole('group', { name: /Этаж/ })).not.toBeInTheDocument()
  })

  it('adds a room count as a number and a finishing as a string, back on the first page', () => {
    const onChange = renderFilters({ finishing_kind: ['none'] })
    fireEvent.click(within(screen.getByRole('group', { name: 'Комнаты' })).getByRole('button', { name: '2' }))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [2], page: 1 }))
    fireEvent.click(within(screen.getByRole('group', { name: 'Отделка' })).getByRole('button', { name: 'white box' }))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ finishing_kind: ['none', 'white_box'], page: 1 }))
  })

  it('presses chips of the filter, removes one on a second press, and disables one the facets no longer offer', () => {
    const onChange = renderFilters({ rooms: [1], finishing_kind: ['none'] })
    const rooms = within(screen.getByRole('group', { name: 'Комнаты' }))
    expect(rooms.getByRole('button', { name: '1' })).toHaveAttribute('aria-pressed', 'true')
    expect(rooms.getByRole('button', { name: 'Ст' })).toBeDisabled()
    // Pressed but no longer offered: it stays enabled so it can be taken off.
    expect(within(screen.getByRole('group', { name: 'Отделка' })).getByRole('button', { name: 'без отделки' })).toBeEnabled()
    fireEvent.click(rooms.getByRole('button', { name: '1' }))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [] }))
  })
})

describe('ShopFilters: euro layouts', () => {
  it('keeps or drops euro layouts («2Е») with the chips under the rooms, and shows when only euro ones are left', () => {
    const onChange = renderFilters({ rooms: [2] })
    const formats = within(screen.getByRole('group', { name: 'Планировка' }))
    // The facets under rooms=2 hold only euro layouts: «классическая» would give nothing, so it says so.
    expect(formats.getByRole('button', { name: 'классическая' })).toBeDisabled()
    fireEvent.click(formats.getByRole('button', { name: 'евро' }))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ rooms: [2], layout_format: ['euro'], page: 1 }))
  })
})

describe('ShopFilters: корпус and секция', () => {
  it('offers them only where there is more than one building', () => {
    renderFilters()
    expect(screen.queryByRole('combobox', { name: 'Корпус' })).not.toBeInTheDocument()
  })

  it('shows both selects with the building first', () => {
    renderFilters(
      {},
      specsOf([
        [1, 'Корпус 1'],
        [2, 'Корпус 2'],
      ]),
    )
    expect(screen.getAllByRole('combobox')).toEqual([
      screen.getByRole('combobox', { name: 'Корпус' }),
      screen.getByRole('combobox', { name: 'Секция' }),
    ])
  })
})

describe('ShopFilters: ranges', () => {
  it('shows the facet bounds as placeholders, price in millions', () => {
    renderFilters()
    expect(screen.getByRole('textbox', { name: 'Цена от' })).toHaveAttribute('placeholder', 'от 5,5')
    expect(screen.getByRole('textbox', { name: 'Цена до' })).toHaveAttribute('placeholder', 'до 18')
    expect(screen.getByRole('textbox', { name: 'Площадь от' })).toHaveAttribute('placeholder', 'от 30')
  })

  it('applies both ends at once when either input is left', () => {
    const onChange = renderFilters()
    fireEvent.change(screen.getByRole('textbox', { name: 'Цена от' }), { target: { value: '6,5' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Цена до' }), { target: { value: '9' } })
    expect(onChange).not.toHaveBeenCalled()
    fireEvent.blur(screen.getByRole('textbox', { name: 'Цена до' }))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ price_min: 6_500_000, price_max: 9_000_000, page: 1 }))
  })

  it('applies on Enter, and after a pause in typing', () => {
    vi.useFakeTimers()
    const onChange = renderFilters()
    const to = screen.getByRole('textbox', { name: 'Площадь до' })
    fireEvent.change(to, { target: { value: '80' } })
    fireEvent.keyDown(to, { key: 'Enter' })
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ area_min: undefined, area_max: 80 }))
    onChange.mockClear()
    fireEvent.change(screen.getByRole('textbox', { name: 'Площадь от' }), { target: { value: '40' } })
    act(() => vi.advanceTimersByTime(RANGE_DEBOUNCE_MS - 1))
    expect(onChange).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ area_min: 40, area_max: 80 }))
  })
})
