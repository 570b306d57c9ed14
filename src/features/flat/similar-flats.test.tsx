import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { stubNearViewport } from '@/ui/image/testing'

import type { PropertyCard, PropertyList } from '@/features/properties'

vi.mock('@/features/shell', () => ({ browserHttp: { get: vi.fn() } }))
vi.mock('@/features/shop/client', () => ({
  PropertyCardView: ({ property }: { property: PropertyCard }) => <a href={`/flats/${property.id}`}>Квартира {property.id}</a>,
}))

import { flatDetail } from './flat-fixture'
import { SimilarFlats } from './similar-flats'
import { SIMILAR_LOAD_MARGIN, SimilarFlatsList, type SimilarQuery } from './similar-flats-list'

// The section tells when it nears the viewport; the tests say when that happens.
const near = stubNearViewport()

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

/** Renders the section, brings it near the viewport and waits for the first page ([1, 2] of 5). */
async function setup(loadMore: (id: number, query: SimilarQuery, signal?: AbortSignal) => Promise<PropertyList>) {
  const loadPage = async (id: number, query: SimilarQuery, signal?: AbortSignal) =>
    query.offset === 0 && query.order === 'similarity' ? page([1, 2], 5, 0) : loadMore(id, query, signal)
  render(<SimilarFlatsList id={7} orders={ORDERS} pageSize={2} title="Похожие квартиры" loadPage={loadPage} />)
  const list = within(screen.getByTestId('similar-list'))
  await act(async () => near.comeNear?.())
  expect(await list.findAllByRole('link')).toHaveLength(2)
  return list
}

describe('SimilarFlats (SPEC §2.2: similar flats below the card)', () => {
  it('renders the list once its code is there; the first page still waits for the viewport', async () => {
    const loadPage = vi.fn(async () => page([1, 2], 5, 0))
    render(<SimilarFlats id={7} orders={ORDERS} pageSize={2} title="Похожие квартиры" loadPage={loadPage} />)
    expect(await screen.findByRole('heading', { name: 'Похожие квартиры' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Порядок похожих квартир' })).toBeInTheDocument()
    expect(loadPage).not.toHaveBeenCalled()
    await act(async () => near.comeNear?.())
    expect(await within(screen.getByTestId('similar-list')).findAllByRole('link')).toHaveLength(2)
  })
})

describe('SimilarFlatsList (SPEC §2.2: similar flats with an order and a show-more action)', () => {
  it('asks for the first page only when the section nears the viewport, well ahead of it', async () => {
    const loadPage = vi.fn(async () => page([1, 2], 5, 0))
    render(<SimilarFlatsList id={7} orders={ORDERS} pageSize={2} title="Похожие квартиры" loadPage={loadPage} />)
    expect(screen.getByRole('heading', { name: 'Похожие квартиры' })).toBeInTheDocument()
    expect(loadPage).not.toHaveBeenCalled()
    expect(near.margin).toBe(SIMILAR_LOAD_MARGIN)
    await act(async () => near.comeNear?.())
    expect(loadPage).toHaveBeenCalledWith(7, { order: 'similarity', limit: 2, offset: 0 }, expect.any(AbortSignal))
    const list = within(screen.getByTestId('similar-list'))
    expect((await list.findAllByRole('link')).map((a) => a.textContent)).toEqual(['Квартира 1', 'Квартира 2'])
    expect(screen.getByText('Показано 2 из 5')).toBeInTheDocument()
  })

  it('shows no section when nothing is similar', async () => {
    render(<SimilarFlatsList id={7} orders={ORDERS} pageSize={2} title="Похожие квартиры" loadPage={async () => page([], 0, 0)} />)
    await act(async () => near.comeNear?.())
    expect(screen.queryByRole('heading', { name: 'Похожие квартиры' })).not.toBeInTheDocument()
  })

  it('offers to try again when the first page cannot be loaded', async () => {
    const user = userEvent.setup()
    const loadPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page([1, 2], 5, 0))
    render(<SimilarFlatsList id={7} orders={ORDERS} pageSize={2} title="Похожие квартиры" loadPage={loadPage} />)
    await act(async () => near.comeNear?.())
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить квартиры')
    await user.click(screen.getByRole('button', { name: 'показать ещё' }))
    expect(await within(screen.getByTestId('similar-list')).findAllByRole('link')).toHaveLength(2)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("appends the next page on 'показать ещё' and hides the button on the last page", async () => {
    const user = userEvent.setup()
    const loadPage = vi.fn(async (_id: number, q: SimilarQuery) => (q.offset === 2 ? page([3, 4], 5, 2) : page([5], 5, 4)))
    const list = await setup(loadPage)
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
    const list = await setup(loadPage)
    await user.click(screen.getByRole('combobox', { name: 'Порядок похожих квартир' }))
    await user.click(screen.getByRole('option', { name: 'Сначала дешевле' }))
    expect(loadPage).toHaveBeenCalledWith(7, { order: 'price', limit: 2, offset: 0 }, expect.any(AbortSignal))
    expect(list.getAllByRole('link').map((a) => a.textContent)).toEqual(['Квартира 9', 'Квартира 8'])
  })

  it('says so when a page cannot be loaded and keeps what is shown', async () => {
    const user = userEvent.setup()
    const list = await setup(vi.fn(async () => Promise.reject(new Error('offline'))))
    await user.click(screen.getByRole('button', { name: 'показать ещё' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить квартиры')
    expect(list.getAllByRole('link')).toHaveLength(2)
  })
})
