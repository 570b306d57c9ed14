import { render, screen } from '@testing-library/react'
import type { ReactElement } from 'react'
import { describe, expect, it, vi } from 'vitest'

import * as basePage from './Base/page'
import * as filterPage from './Filter/page'
import * as layout from './layout'
import * as infoPage from './page'

vi.mock('next/headers', () => ({
  cookies: async () => ({ get: (name: string) => (name === 'ui_kit_debug' ? { value: '1' } : undefined) }),
}))

describe('/ui-kit/ routes', () => {
  it.each([
    ['layout', layout.metadata],
    ['/ui-kit/', infoPage.metadata],
    ['/ui-kit/Base', basePage.metadata],
    ['/ui-kit/Filter', filterPage.metadata],
  ])('%s is marked noindex', (_, metadata) => {
    expect(metadata.robots).toMatchObject({ index: false })
  })

  it('/ui-kit/ renders the categories and the release notes', async () => {
    // The page returns the async server component; resolve it the way the server would.
    const page = (await infoPage.default()) as ReactElement<{ debug: boolean }>
    expect(page.props.debug).toBe(true)
    const render_ = page.type as (props: { debug: boolean }) => Promise<ReactElement>
    render(await render_(page.props))
    expect(screen.getByRole('heading', { level: 1, name: 'UI-kit' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Release notes UI-kit' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Filter/ })).toHaveAttribute('href', '/ui-kit/Filter')
  })
})
