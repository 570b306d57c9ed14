import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { PropertyCard, PropertyList } from '@/features/properties'

import { flatDetail } from '@/features/flat/flat-fixture'

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }))
vi.mock('@/features/shell', () => ({ browserHttp: http }))

const { VisitorStrip } = await import('./visitor-strip')
const { recordViewed, removeViewed } = await import('@/features/favorites/client')

/** A flat card of the catalogue: id, rooms label and area make its title. */
function card(id: number, rooms_label: string, area: number, price = 10_000_000): PropertyCard {
  return { ...flatDetail(), id, rooms_label, area, price, status: { value: 'available', label: 'В продаже' } }
}

const page = (results: PropertyCard[]): PropertyList => ({ count: results.length, results, limit: 40, offset: 0, hasNext: false })

const pinned = [card(21, '3-комн.', 81.2, 19_800_000), card(12, '2-комн.', 54.3)]
const viewed = [card(31, 'студия', 24.5, 6_210_000), card(21, '3-комн.', 81.2, 19_800_000)]

beforeEach(() => {
  http.get.mockReset()
  http.delete.mockReset()
  http.get.mockImplementation(async (path: string) => {
    if (path === '/api/favorites/favorite_properties') return { count: 2, results: [11, 12] }
    if (path === '/api/pinned/') return page(pinned)
    if (path === '/api/viewed/') return page(viewed)
    return page([])
  })
})

describe('VisitorStrip', () => {
  it('shows pinned properties first, then the viewed ones not pinned, each a link to its card', async () => {
    const user = userEvent.setup()
    render(<VisitorStrip type="flat" />)
    const strip = await screen.findByRole('region', { name: 'Закреплённые и просмотренные' })
    const links = await within(strip).findAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual([
      '3-комн., 81,2\u00a0м²19,8\u00a0млн\u00a0₽',
      '2-комн., 54,3\u00a0м²10\u00a0млн\u00a0₽',
      'Студия, 24,5\u00a0м²6,21\u00a0млн\u00a0₽',
    ])
    expect(links[0]).toHaveAttribute('href', '/flats/21')
    expect(within(strip).getByRole('heading', { name: 'Закреплённые' })).toBeInTheDocument()
    expect(within(strip).getByRole('heading', { name: 'Вы смотрели' })).toBeInTheDocument()
    // Only this list's type is asked for.
    expect(http.get).toHaveBeenCalledWith('/api/pinned/', expect.objectContaining({ query: { type: 'flat', limit: 12 } }))
    await user.tab()
    expect(links[0]).toHaveFocus()
  })

  it('leaves the viewed ones out while the list is the viewed filter itself', async () => {
    render(<VisitorStrip type="flat" showViewed={false} />)
    const strip = await screen.findByRole('region', { name: 'Закреплённые и просмотренные' })
    await within(strip).findAllByRole('link')
    expect(within(strip).queryByRole('heading', { name: 'Вы смотрели' })).not.toBeInTheDocument()
  })

  it('shows nothing to a visitor with nothing pinned or viewed', async () => {
    http.get.mockImplementation(async () => page([]))
    const { container } = render(<VisitorStrip type="flat" />)
    await vi.waitFor(() => expect(http.get).toHaveBeenCalledWith('/api/viewed/', expect.anything()))
    expect(container).toBeEmptyDOMElement()
  })

  it('leaves out what this browser removed from its viewed list, and asks the API without it', async () => {
    await removeViewed(31)
    try {
      render(<VisitorStrip type="flat" />)
      const strip = await screen.findByRole('region', { name: 'Закреплённые и просмотренные' })
      await waitFor(() => expect(within(strip).queryByText(/Студия, 24,5/)).not.toBeInTheDocument())
      expect(within(strip).getAllByRole('link').length).toBeGreaterThan(0)
      expect(http.get).toHaveBeenCalledWith('/api/viewed/', expect.objectContaining({ query: { type: 'flat', limit: 12, exclude: [31] } }))
    } finally {
      http.post.mockResolvedValueOnce({}) // viewing it again puts it back (and is recorded)
      await recordViewed(31)
    }
  })
})
