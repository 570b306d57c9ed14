import { describe, expect, it } from 'vitest'

import { typesRedirects } from './types-redirects'

describe('/types sibling redirects', () => {
  const rules = typesRedirects()

  it('send each /types sibling permanently to its parent', () => {
    const map = Object.fromEntries(rules.map((r) => [r.source, r.destination]))
    expect(map).toMatchObject({
      '/types': '/',
      '/construction-progress/types': '/construction-progress',
      '/favorites/types': '/favorites',
      '/mortgage/types': '/mortgage',
      '/sunrise/types': '/sunrise',
      '/properties/:type/types': '/properties/:type',
      '/properties/:type/:id/types': '/properties/:type/:id',
      '/sunrise/types/': '/sunrise',
    })
    expect(rules.every((r) => r.permanent)).toBe(true)
    expect(rules).toHaveLength(14)
  })
})
