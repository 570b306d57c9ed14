import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { PropertyCard } from '@/features/properties'

import { PropertyCardView } from './property-card'

const toggles = vi.hoisted(() => ({
  favorite: vi.fn(),
  pinned: vi.fn(),
  compare: vi.fn(),
  dismiss: vi.fn(),
  active: new Set<string>(),
  notice: null as { id: number; message: string } | null,
}))
vi.mock('@/features/favorites/use-visitor-lists', () => ({
  useFavorite: (id: number) => ({ active: toggles.active.has(`f${id}`), pending: false, toggle: () => toggles.favorite(id) }),
  usePinned: (id: number) => ({ active: toggles.active.has(`p${id}`), pending: false, toggle: () => toggles.pinned(id) }),
  useCompared: (id: number) => ({ active: toggles.active.has(`c${id}`), pending: false, toggle: () => toggles.compare(id) }),
  useCompareNotice: (id: number) => (toggles.notice?.id === id ? toggles.notice.message : null),
  dismissCompareNotice: () => toggles.dismiss(),
}))

const flat: PropertyCard = {
  id: 83,
  ref_id: 'NZ-1-2-026',
  type: { value: 'flat', label: 'Квартира' },
  status: { value: 'booked', label: 'Забронирована' },
  rooms: 2,
  rooms_label: '2-комн.',
  is_euro: false,
  area: 54.3,
  floor: 7,
  number: '83',
  building: 1,
  section: 2,
  building_id: 1,
  section_id: 2,
  price: 12_450_000,
  old_price: 13_990_000,
  discount_percent: 11,
  price_per_m2: 229_282,
  finishing_kind: { value: 'white_box', label: 'white box' },
  features: [{ value: 'terrace', label: 'терраса' }],
  orientation: null,
  ceiling_height: 2.85,
  completion: { value: 'completed', label: 'дом сдан' },
  full_mortgage_payment: 45_300,
  price_drop: null,
  full_mortgage_offer: {
    program_id: 7,
    program: 'Семейная ипотека',
    bank: 'Северный капитал Банк',
    rate: 6,
    initial_payment: 20,
    term: 30,
    borrowers: 'семьям с ребёнком до 6 лет',
    conditions: null,
  },
  plan: {
    url: '/plan.svg',
    alt: 'Планировка',
    width: 1200,
    height: 900,
    sizes: { card: { url: '/plan.svg', width: 1200, height: 900 }, wide: { url: '/plan.svg', width: 1200, height: 900 } },
  },
}

beforeEach(() => {
  toggles.active.clear()
  toggles.favorite.mockReset()
  toggles.pinned.mockReset()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})

describe('PropertyCardView', () => {
  // toHaveTextContent folds no-break spaces into plain ones; the formatters' own tests pin the exact characters.
  it('shows the flat’s facts and prices', () => {
    render(<PropertyCardView property={flat} view="grid" />)
    const card = screen.getByRole('article')
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('2-комн., 54,3 м²')
    expect(card).toHaveTextContent('этаж 7')
    expect(card).toHaveTextContent('корпус 1, секция 2')
    expect(card).toHaveTextContent('white box')
    expect(card).toHaveTextContent('12 450 000 ₽')
    expect(card.querySelector('s')).toHaveTextContent('13 990 000 ₽')
    expect(card).toHaveTextContent('−11 %')
    expect(card).toHaveTextContent('229 282 ₽/м²')
    expect(card).toHaveTextContent('от 45 300 ₽/мес.')
    expect(card).toHaveTextContent('Забронирована')
    const plan = screen.getByRole('img', { name: 'Планировка' })
    expect(plan).toHaveAttribute('width', '1200')
    expect(plan).toHaveAttribute('height', '900')
  })

  it('links the card to the flat page, with the toggles outside the link', () => {
    render(<PropertyCardView property={flat} view="list" />)
    const link = screen.getByRole('link')
    expect(link).toHaveAttribute('href', '/flats/83')
    expect(within(link).queryByRole('button')).toBeNull()
    expect(screen.getAllByRole('button')).toHaveLength(3)
  })

  it('links other types to /properties/{type}/{id}, or to the href given', () => {
    const { rerender } = render(<PropertyCardView property={{ ...flat, type: { value: 'parking', label: 'Машино-место' } }} view="grid" />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '/properties/parking/83')
    rerender(<PropertyCardView property={flat} view="grid" href="/somewhere" />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '/somewhere')
  })

  it('has named favorite and pin toggles that report their state with aria-pressed', () => {
    toggles.active.add('p83')
    render(<PropertyCardView property={flat} view="grid" />)
    const favorite = screen.getByRole('button', { name: /^В избранное/ })
    const pin = screen.getByRole('button', { name: /^Закрепить/ })
    expect(favorite).toHaveAttribute('aria-pressed', 'false')
    expect(pin).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(favorite)
    expect(toggles.favorite).toHaveBeenCalledWith(83)
    fireEvent.click(pin)
    expect(toggles.pinned).toHaveBeenCalledWith(83)
  })

  it('has a named «сравнить» toggle, and says beside it why the comparison refused the property', () => {
    toggles.active.add('c83')
    const { rerender } = render(<PropertyCardView property={flat} view="list" />)
    const compare = screen.getByRole('button', { name: /^Сравнить: 2-комн\./ })
    expect(compare).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(compare)
    expect(toggles.compare).toHaveBeenCalledWith(83)

    toggles.notice = { id: 83, message: 'В сравнении уже 4 помещения — уберите одно из них, чтобы добавить другое' }
    rerender(<PropertyCardView property={flat} view="list" />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('В сравнении уже 4 помещения')
    expect(within(alert).getByRole('link', { name: 'Открыть сравнение' })).toHaveAttribute('href', '/compare')
    fireEvent.click(within(alert).getByRole('button', { name: 'Понятно' }))
    expect(toggles.dismiss).toHaveBeenCalled()
    // Another card's notice is not this card's.
    toggles.notice = { id: 84, message: 'x' }
    rerender(<PropertyCardView property={flat} view="list" />)
    expect(screen.queryByRole('alert')).toBeNull()
    toggles.notice = null
  })

  it('shows no status badge for an available property', () => {
    render(<PropertyCardView property={{ ...flat, status: { value: 'available', label: 'В продаже' } }} view="grid" />)
    expect(screen.getByRole('article')).not.toHaveTextContent('В продаже')
  })
})
