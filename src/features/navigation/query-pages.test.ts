// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'

vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404')
  },
}))

const { queryPagePath, readQuerySegment, renderedQuery } = await import('./query-pages')
const { pathKind, queryKindOf, queryPageBase } = await import('./routes')

const keepRooms = (params: URLSearchParams) => (params.get('rooms') ? `rooms=${params.get('rooms')}` : '')

describe('pages cached per canonical query', () => {
  it('puts the query in one path segment and reads it back', () => {
    const path = queryPagePath('/flats', 'rooms=2&price_max=15000000')
    expect(path).toMatch(/^\/flats\/q\/[A-Za-z0-9_-]+$/)
    expect(readQuerySegment(path.split('/').pop())).toBe('rooms=2&price_max=15000000')
    expect(queryPagePath('/flats', '')).toBe('/flats')
  })

  it('refuses segments no rewrite wrote: other alphabets, padding, other spellings of the same bytes', () => {
    expect(readQuerySegment('cm9vbXM9Mg==')).toBeNull()
    expect(readQuerySegment('not*base64')).toBeNull()
    expect(readQuerySegment('')).toBeNull()
    expect(readQuerySegment('A'.repeat(3_000))).toBeNull()
  })

  it('renders the page itself without a segment, the query with one, and 404 for a non-canonical query', async () => {
    expect(await renderedQuery(Promise.resolve({}), keepRooms)).toBe('')
    const segment = queryPagePath('/flats', 'rooms=2').split('/').pop()!
    expect(await renderedQuery(Promise.resolve({ query: segment }), keepRooms)).toBe('rooms=2')
    const junk = queryPagePath('/flats', 'rooms=2&junk=1').split('/').pop()!
    await expect(renderedQuery(Promise.resolve({ query: junk }), keepRooms)).rejects.toThrow(/404/)
  })

  it('knows which pages take a query, and that their query pages are pages', () => {
    expect(queryKindOf('/flats')).toBe('shop')
    expect(queryKindOf('/properties/storage')).toBe('shop')
    expect(queryKindOf('/construction-progress')).toBe('progress')
    expect(queryKindOf('/booking')).toBe('booking')
    expect(queryKindOf('/mortgage')).toBeNull()
    expect(queryKindOf('/flats/12')).toBeNull()
    // The шахматка is not a flat 'chess': it has its own query and its query pages are pages.
    expect(queryKindOf('/flats/chess')).toBe('chess')
    expect(queryPageBase('/flats/chess/q/YnVpbGRpbmc9MQ')).toBe('/flats/chess')
    expect(pathKind('/flats/chess/q/YnVpbGRpbmc9MQ')).toBe('page')
    expect(queryPageBase('/parking/q/cm9vbXM9Mg')).toBe('/parking')
    expect(queryPageBase('/mortgage/q/cm9vbXM9Mg')).toBeNull()
    expect(pathKind('/flats/q/cm9vbXM9Mg')).toBe('page')
    expect(pathKind('/properties/castle/q/cm9vbXM9Mg')).toBe('invalid')
    expect(pathKind('/mortgage/q/cm9vbXM9Mg')).toBe('unknown')
  })
})
