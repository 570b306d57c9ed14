import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { PropertyCard, PropertyList } from '@/features/properties'
import { stubNearViewport } from '@/ui/image/testing'

import { flatDetail } from '@/features/flat/flat-fixture'

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }))
vi.mock('@/features/shell', () => ({ browserHttp: http }))
vi.mock('next/navigation', () => ({ usePathname: () => '/favorites' }))

const { FavoritesLead, FavoritesScreen } = await import('./favorites-screen')
const { visitorLists } = await (await import('./use-visitor-lists')).loadVisitorStores()

/** A flat card of the catalogue: id, rooms label and area make its title. */
function card(id: number, rooms_label: string, area: number, price = 10_000_000): PropertyCard {
  return { ...flatDetail(), id, rooms_label, area, price, status: { value: 'available', label: 'В продаже' } }
}

const page = (results: PropertyCard[]): PropertyList => ({ count: results.length, results, limit: 40, offset: 0, hasNext: false })

const favorites = [card(11, '1-комн.', 38.1), card(12, '2-комн.', 54.3)]
const pinned = [card(21, '3-комн.', 81.2, 19_800_000), card(12, '2-комн.', 54.3)]
const viewed = [card(31, 'студия', 24.5, 6_210_000), card(21, '3-комн.', 81.2, 19_800_000)]

beforeEach(() => {
  http.get.mockReset()
  http.delete.mockReset()
  http.get.mockImplementation(async (path: string) => {
    if (path === '/api/favorites/favorite_properties') return { count: 2, results: [11, 12] }
    if (path === '/api/pinned/') return page(pinned)
    if (path === '/api/viewed/') return page(viewed)
    if (path === '/api/favorites/' || path.startsWith('/api/favorite_collection/')) return page(favorites)
    return page([])
  })
})

const titles = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

describe('FavoritesScreen: pinned first', () => {
  it('lists the pinned properties first with a «закреплено» mark, then the other favorites, and counts each once', async () => {
    window.history.replaceState(null, '', '/favorites')
    await visitorLists.load()
    render(<FavoritesScreen pageSize={40} />)
    // Three requests and a grid of cards with three client toggles each: more than waitFor's 1 s on a busy machine.
    await waitFor(() => expect(titles()).toEqual(['3-комн., 81,2\u00a0м²', '2-комн., 54,3\u00a0м²', '1-комн., 38,1\u00a0м²']), {
      timeout: 3000,
    })
    const items = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-card-id'))
    expect(items.map((li) => within(li).queryByTestId('pinned-mark') !== null)).toEqual([true, true, false])
    expect(screen.getByTestId('favorites-count')).toHaveTextContent('3 помещения')
  })

  it('a shared collection shows no one’s pins', async () => {
    window.history.replaceState(null, '', '/favorites?collection=abcdefgh12')
    render(<FavoritesScreen pageSize={40} />)
    expect(await screen.findByTestId('favorites-count')).toHaveTextContent('2 помещения')
    expect(http.get).toHaveBeenCalledWith('/api/favorite_collection/abcdefgh12/properties/', expect.anything())
    expect(screen.queryByTestId('pinned-mark')).not.toBeInTheDocument()
    expect(http.get).not.toHaveBeenCalledWith('/api/pinned/', expect.anything())
  })
})

describe('FavoritesScreen: a shared selection', () => {
  // A third card's picture waits to come near the viewport.
  stubNearViewport()

  it('reads as a selection sent to the visitor, and «Сохранить себе» adds its flats to their own favourites', async () => {
    window.history.replaceState(null, '', '/favorites?collection=abcdefgh12')
    // The recipient already has flats 11 and 12 (the lists loaded above); only 13 is added.
    await visitorLists.load()
    const sent = [...favorites, card(13, '3-комн.', 77.1)]
    const answer = http.get.getMockImplementation()!
    http.get.mockImplementation(async (path: string, options: unknown) =>
      path.startsWith('/api/favorite_collection/') ? page(sent) : answer(path, options),
    )
    http.post.mockReset()
    http.post.mockImplementation(async (_path: string, body: { id: number }) => ({ count: 3, results: [body.id, 11, 12] }))
    const user = userEvent.setup()
    render(
      <>
        <FavoritesLead own="Квартиры, которые вы отметили, собраны здесь." />
        <FavoritesScreen pageSize={40} />
      </>,
    )
    const note = await screen.findByTestId('shared-selection')
    expect(note).toHaveTextContent('Подборка квартир, которой с вами поделились')
    expect(screen.queryByText(/которые вы отметили/)).not.toBeInTheDocument()
    expect(screen.getByText(/прислали вам по ссылке/)).toBeInTheDocument()
    await user.click(within(note).getByRole('button', { name: 'Сохранить себе' }))
    expect(await within(note).findByRole('status')).toHaveTextContent('Квартиры сохранены в вашем избранном.')
    expect(http.post.mock.calls).toEqual([['/api/favorites/', { id: 13 }]])
    expect(visitorLists.getState().favorite).toEqual(new Set([11, 12, 13]))
  })

  it('keeps the visitor’s own words on their own list', () => {
    window.history.replaceState(null, '', '/favorites')
    render(<FavoritesLead own="Квартиры, которые вы отметили, собраны здесь." />)
    expect(screen.getByText('Квартиры, которые вы отметили, собраны здесь.')).toBeInTheDocument()
  })
})

describe('FavoritesScreen: the same server HTML for every visitor', () => {
  it('renders no list on the server, only that it is loading', async () => {
    const { renderToString } = await import('react-dom/server')
    const html = renderToString(<FavoritesScreen pageSize={40} />)
    expect(html).toContain('Загружаем список…')
    expect(html).not.toContain('data-card-id')
    expect(http.get).not.toHaveBeenCalled()
  })
})
