// @vitest-environment node
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { canonicalPropertyPath } from './paths'
import { pathKind } from './routes'

/** Every page file of the public site as a URL pattern ('/flats/[id]'), route groups left out. */
function sitePages(): string[] {
  const out: string[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(dir, entry.name), /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name])
      else if (entry.name === 'page.tsx') out.push(`/${segments.join('/')}`)
    }
  }
  walk('src/app/(site)', [])
  return out
}

describe('pathKind: what a path answers before rendering (the proxy renders 404s itself)', () => {
  it('lets every page of the site through, so no real page is ever turned into a 404', () => {
    const internal = new Set(['/[...slug]', '/http-error/[status]'])
    // The editors' draft preview lives under /admin, where the proxy never runs.
    const pages = sitePages().filter((page) => !internal.has(page) && !page.startsWith('/admin/'))
    expect(pages.length).toBeGreaterThan(15)
    for (const page of pages) {
      const sample = page
        .replace('[type]', 'storage')
        .replace('[id]', '12')
        .replace('[category]', 'Base')
        .replace('[query]', 'cm9vbXM9Mg')
        .replace('[floor]', '5')
      expect(pathKind(sample), page).toBe('page')
    }
  })

  it('tells an unknown path from a known route with bad params', () => {
    expect(pathKind('/no-such-page')).toBe('unknown')
    expect(pathKind('/http-error/500')).toBe('unknown')
    expect(pathKind('/flats/1/2/3')).toBe('unknown')
    expect(pathKind('/properties/castle')).toBe('invalid')
    expect(pathKind('/flats/building/3')).toBe('page')
    expect(pathKind('/flats/building/3/floor/12/')).toBe('page')
    expect(pathKind('/flats/building/x')).toBe('invalid')
    expect(pathKind('/flats/building/print')).toBe('invalid')
    expect(pathKind('/flats/building/3/floor/top')).toBe('invalid')
    expect(pathKind('/flats/building/3/floors/2')).toBe('unknown')
    expect(pathKind('/flats/..%2F..')).toBe('invalid')
    expect(pathKind('/booking/')).toBe('page')
  })

  it('names the canonical card of each type', () => {
    expect(canonicalPropertyPath('flat', 12)).toBe('/flats/12')
    expect(canonicalPropertyPath('storage', 12)).toBe('/properties/storage/12')
  })
})
