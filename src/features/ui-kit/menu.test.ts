import { describe, expect, it } from 'vitest'

import { debugCookieString, readDebugCookie } from './debug'
import { buildMenu, hrefOf, isBasePath, menuForPath } from './menu'
import { DEMO_REGISTRY, demosByCategory } from './registry'

describe('demo registry', () => {
  it('groups demos by category: Switch under Base, Pagination and Select under Filter', () => {
    const groups = Object.fromEntries(demosByCategory().map(({ category, demos }) => [category, demos.map((d) => d.id)]))
    expect(groups.Base).toEqual(expect.arrayContaining(['button', 'checkbox', 'file-input', 'text-input', 'textarea', 'switch', 'tab-bar']))
    expect(groups.Filter).toEqual(expect.arrayContaining(['pagination', 'select']))
  })

  it('has unique ids, usable as hashes', () => {
    const ids = DEMO_REGISTRY.map((d) => d.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z-]*$/)
  })
})

describe('menu model', () => {
  const items = buildMenu()

  it('has a parent item per category and an item per demo with path and hash', () => {
    expect(items.filter((i) => i.parent).map((i) => i.title)).toEqual(['Base', 'Filter'])
    expect(items.find((i) => i.title === 'Select')).toEqual({
      title: 'Select',
      category: 'Filter',
      to: { path: '/ui-kit/Filter', hash: 'select' },
    })
  })

  it('turns a hash link into path + fragment', () => {
    expect(hrefOf({ path: '/ui-kit/Filter', hash: 'select' })).toBe('/ui-kit/Filter#select')
    expect(hrefOf({ path: '/ui-kit/Base' })).toBe('/ui-kit/Base')
  })

  it('picks the menu from the path, the base path meaning the first level', () => {
    expect(menuForPath(items, '/ui-kit/Filter')).toBe('Filter')
    expect(menuForPath(items, '/ui-kit/Base/')).toBe('Base')
    expect(menuForPath(items, '/ui-kit/')).toBeNull()
    expect(menuForPath(items, '/ui-kit')).toBeNull()
  })

  it('falls back to the base path when there is no path', () => {
    expect(menuForPath(items, null)).toBeNull()
    expect(menuForPath(items, '')).toBeNull()
  })

  it('finds no category for an unknown path', () => {
    expect(menuForPath(items, '/ui-kit/Unknown')).toBeUndefined()
  })

  it('knows the base page', () => {
    expect(isBasePath('/ui-kit/')).toBe(true)
    expect(isBasePath('/ui-kit/Base')).toBe(false)
  })
})

describe('debug cookie', () => {
  it('lives 7 days on the whole site', () => {
    const cookie = debugCookieString(true).split('; ')
    expect(cookie[0]).toBe('ui_kit_debug=1')
    expect(cookie).toEqual(expect.arrayContaining(['Max-Age=604800', 'Path=/']))
    expect(debugCookieString(false)).toContain('ui_kit_debug=0')
  })

  it('is read from a cookie string', () => {
    expect(readDebugCookie('a=b; ui_kit_debug=1; c=d')).toBe(true)
    expect(readDebugCookie('ui_kit_debug=0')).toBe(false)
    expect(readDebugCookie('')).toBe(false)
  })
})
