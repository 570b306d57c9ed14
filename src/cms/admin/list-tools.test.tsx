import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Where } from 'payload'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { ListTools, type QuickFilter } from './list-tools'

const state: { where?: Where; handleWhereChange: ReturnType<typeof vi.fn> } = { handleWhereChange: vi.fn() }

vi.mock('@payloadcms/ui', () => ({
  useAuth: () => ({ user: { id: 7 } }),
  useConfig: () => ({ config: { serverURL: '', routes: { api: '/cms-api' } } }),
  useListQuery: () => ({
    collectionSlug: 'leads',
    query: { where: state.where, sort: '-createdAt' },
    data: { totalDocs: 42 },
    handleWhereChange: state.handleWhereChange,
  }),
}))

const filters: QuickFilter[] = [
  { label: 'Все', where: {} },
  { label: 'Брони', where: { type: { equals: 'booking' } } },
  { label: 'За 7 дней', sinceDays: 7 },
]

describe('ListTools', () => {
  beforeEach(() => {
    state.where = undefined
    state.handleWhereChange = vi.fn()
  })

  it('exports what the list shows, counting its rows', () => {
    state.where = { or: [{ and: [{ type: { equals: 'booking' } }] }] }
    render(<ListTools quickFilters={filters} rowForms={['заявка', 'заявки', 'заявок']} />)
    const link = screen.getByRole('link', { name: 'Выгрузить CSV · 42\u00a0заявки' })
    const params = new URL(link.getAttribute('href')!, 'http://x').searchParams
    expect(link.getAttribute('href')).toMatch(/^\/cms-api\/leads\/export\.csv\?/)
    expect(params.get('where[or][0][and][0][type][equals]')).toBe('booking')
    expect(params.get('sort')).toBe('-createdAt')
  })

  it('marks the quick filter the list is on, in either where shape', () => {
    state.where = { type: { equals: 'booking' } }
    const { unmount } = render(<ListTools quickFilters={filters} />)
    expect(screen.getByRole('button', { name: 'Брони' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'false')
    unmount()
    state.where = undefined
    render(<ListTools quickFilters={filters} />)
    expect(screen.getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('applies a quick filter in the shape the «Фильтры» builder edits', async () => {
    render(<ListTools quickFilters={filters} />)
    await userEvent.click(screen.getByRole('button', { name: 'Брони' }))
    expect(state.handleWhereChange).toHaveBeenCalledWith({ or: [{ and: [{ type: { equals: 'booking' } }] }] })
    await userEvent.click(screen.getByRole('button', { name: 'За 7 дней' }))
    const since = state.handleWhereChange.mock.calls[1]![0].or[0].and[0].createdAt.greater_than_equal
    expect(Date.now() - Date.parse(since)).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000 - 1000)
    await userEvent.click(screen.getByRole('button', { name: 'Все' }))
    expect(state.handleWhereChange).toHaveBeenLastCalledWith({ or: [] })
  })

  it('filters by the signed-in owner and by today, and marks the period chip the list is on', async () => {
    const more: QuickFilter[] = [...filters, { label: 'Мои', mine: 'owner' }, { label: 'Сегодня', sinceDays: 0 }]
    const { unmount } = render(<ListTools quickFilters={more} />)
    await userEvent.click(screen.getByRole('button', { name: 'Мои' }))
    expect(state.handleWhereChange).toHaveBeenLastCalledWith({ or: [{ and: [{ owner: { equals: 7 } }] }] })
    await userEvent.click(screen.getByRole('button', { name: 'Сегодня' }))
    const since = new Date(state.handleWhereChange.mock.lastCall![0].or[0].and[0].createdAt.greater_than_equal)
    expect([since.getHours(), since.getMinutes()]).toEqual([0, 0])
    expect(Date.now() - since.getTime()).toBeLessThan(24 * 3600 * 1000)
    unmount()
    // The list now holds "since midnight": «Сегодня» is pressed, «За 7 дней» is not.
    state.where = { or: [{ and: [{ createdAt: { greater_than_equal: since.toISOString() } }] }] }
    render(<ListTools quickFilters={more} />)
    expect(screen.getByRole('button', { name: 'Сегодня' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'За 7 дней' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: 'Мои' })).toHaveAttribute('aria-pressed', 'false')
  })
})
