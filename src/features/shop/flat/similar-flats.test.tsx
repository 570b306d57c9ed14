import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import type { PropertyCard, PropertyList } from '@/features/properties'

vi.mock('@/features/shell', () => ({ browserHttp: { get: vi.fn() } }))
vi.mock('../property-card', () => ({
  PropertyCardView: ({ property }: { property: PropertyCard }) => <a href={`/flats/${property.id}`}>Квартира {property.id}</a>,
}))

import { flatDetail } from './flat-fixture'
import { SimilarFlats, type SimilarQuery } from './similar-flats'

const card = (id: number): PropertyCard => ({ ...flatDetail(), id })
const page = (ids: number[], count: number, offset: number): PropertyList => ({
  count,
  results: ids.map(card),
  limit: 2,
  offset,
  hasNext: offset + ids.length < count,
})
const ORDERS = [
  { value: 'similarity', label: 'Сначала похожие' },
  { value: 'price', label: 'Сначала дешевле' },
]

function setup(loadPage: (id: number, query: SimilarQuery) => Promise<PropertyList>) {
  render(<SimilarFlats id={7} initial={page([1, 2], 5, 0)} orders={ORDERS} pageSize={2} title="Похожие квартиры" loadPage={loadPage} />)
  return within(screen.getByTestId('similar-list'))
}

describe('SimilarFlats (SPEC §2.2: similar flats with an order and a show-more action)', () => {
  it("appends the next page on 'показать ещё' and hides the button on the last page", async () => {
    const user = userEvent.setup()
    const loadPage = vi.fn(async (_id: number, q: SimilarQuery) => (q.offset === 2 ? page([3, 4], 5, 2) : page([5], 5, 4)))
    const list = setup(loadPage)
    await user.click(screen.getByRole('button', { name: 'показать ещё' }))
    expect(loadPage).toHaveBeenCalledWith(7, { order: 'similarity', limit: 2, offset: 2 }, expect.any(AbortSignal))
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual(['Квартира 1', 'Квартира 2', 'Квартира 3', 'Квартира 4'])
    await user.click(screen.getByRole('button', { name: 'показать ещё' }))
    expect(list.getAllByRole('link')).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'показать ещё' })).not.toBeInTheDocument()
  })

  it('replaces the list from the first page when the order changes', async () => {
    const user = userEvent.setup()
    const loadPage = vi.fn(async () => page([9, 8], 5, 0))
    const list = setup(loadPage)
    await user.click(screen.getByRole('combobox', { name: 'Порядок похожих квартир' }))
    await user.click(screen.getByRole('option', { name: 'Сначала дешевле' }))
    expect(loadPage).toHaveBeenCalledWith(7, { order: 'price', limit: 2, offset: 0 }, expect.any(AbortSignal))
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual(['Квартира 9', 'Квартира 8'])
  })

  it('says so when a page cannot be loaded and keeps what is shown', async () => {
    const user = userEvent.setup()
    const list = setup(vi.fn(async () => Promise.reject(new Error('offline'))))
    await user.click(screen.getByRole('button', { name: 'показать ещё' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить квартиры')
    expect(list.getAllByRole('link')).toHaveLength(2)
  })
})
