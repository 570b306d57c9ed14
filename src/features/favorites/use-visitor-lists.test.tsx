import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

const http = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }))
vi.mock('@/features/shell', () => ({ browserHttp: http }))

// The stores' module loads after this one, as in the browser: the hooks work before and after it arrives.
const { useFavorite, useHiddenViewed, removeViewed } = await import('./use-visitor-lists')

function Heart({ id }: { id: number }) {
  const favorite = useFavorite(id)
  return (
    <button type="button" aria-pressed={favorite.active} onClick={favorite.toggle}>
      {`сердце ${id}`}
    </button>
  )
}

function Hidden() {
  return <p data-testid="hidden">{useHiddenViewed().join(',')}</p>
}

describe('the visitor lists, with the stores loaded after the first render', () => {
  it('shows the lists once read, and a toggle goes to the server', async () => {
    http.get.mockImplementation(async (path: string) =>
      path === '/api/favorites/favorite_properties' ? { count: 1, results: [12] } : { count: 0, results: [] },
    )
    http.post.mockResolvedValue({ count: 2, results: [12, 13] })
    render(
      <>
        <Heart id={12} />
        <Heart id={13} />
      </>,
    )
    await waitFor(() => expect(screen.getByRole('button', { name: 'сердце 12' })).toHaveAttribute('aria-pressed', 'true'))
    expect(screen.getByRole('button', { name: 'сердце 13' })).toHaveAttribute('aria-pressed', 'false')

    fireEvent.click(screen.getByRole('button', { name: 'сердце 13' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'сердце 13' })).toHaveAttribute('aria-pressed', 'true'))
    expect(http.post).toHaveBeenCalledWith('/api/favorites/', { id: 13 })
  })

  it('a viewed property removed in this browser leaves the hidden list at once', async () => {
    render(<Hidden />)
    await removeViewed(31)
    await waitFor(() => expect(screen.getByTestId('hidden')).toHaveTextContent('31'))
  })
})

describe('the hidden viewed list, when the stores arrive after the first render', () => {
  it('nothing hidden in this browser re-renders nothing', async () => {
    // A list screen reads it at its top: a new empty list when the stores arrive re-rendered the whole screen.
    localStorage.clear()
    vi.resetModules()
    const fresh = await import('./use-visitor-lists')
    let renders = 0
    function Reader() {
      renders++
      return <p>{fresh.useHiddenViewed().length}</p>
    }
    render(<Reader />)
    await act(() => fresh.loadVisitorStores())
    expect(renders).toBe(1)
  })
})
