// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { exportUrl } from './export-url'

describe('exportUrl', () => {
  it('exports everything when the list is unfiltered', () => {
    expect(exportUrl('/cms-api', 'leads', {})).toBe('/cms-api/leads/export.csv')
  })

  it('carries the filters, search and sort of the list in the bracket notation the REST API parses', () => {
    const url = exportUrl('/cms-api', 'leads', {
      where: { and: [{ type: { equals: 'booking' } }, { createdAt: { greater_than_equal: '2026-11-01T00:00:00.000Z' } }] },
      search: 'Ольга',
      sort: '-createdAt',
    })
    const params = new URL(url, 'http://x').searchParams
    expect(params.get('where[and][0][type][equals]')).toBe('booking')
    expect(params.get('where[and][1][createdAt][greater_than_equal]')).toBe('2026-11-01T00:00:00.000Z')
    expect(params.get('search')).toBe('Ольга')
    expect(params.get('sort')).toBe('-createdAt')
  })
})
