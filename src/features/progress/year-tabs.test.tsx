import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

const router = vi.hoisted(() => ({ push: vi.fn() }))
vi.mock('next/navigation', () => ({ usePathname: () => '/construction-progress', useRouter: () => router }))

import { yearHref, YearTabs } from './year-tabs'

afterEach(() => {
  router.push.mockClear()
  window.history.replaceState(null, '', '/')
})

const renderTabs = (year = 2026) =>
  render(
    <YearTabs years={[2026, 2025, 2024]} year={year} label="Год строительства">
      <p>Карточки {year}</p>
    </YearTabs>,
  )

describe('yearHref', () => {
  it('sets ?year= and keeps the other parameters', () => {
    expect(yearHref('/construction-progress', '?utm_source=mail&year=2026', 2024)).toBe('/construction-progress?utm_source=mail&year=2024')
    expect(yearHref('/construction-progress', '', 2025)).toBe('/construction-progress?year=2025')
  })
})

describe('YearTabs', () => {
  it('selects the server-rendered year and labels the panel with its tab', () => {
    renderTabs(2025)
    expect(screen.getByRole('tab', { name: '2025' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: '2025' })).toHaveTextContent('Карточки 2025')
  })

  it('puts the chosen year into the URL as a new history entry, without scrolling', async () => {
    window.history.replaceState(null, '', '/construction-progress?utm_source=mail')
    renderTabs()
    await userEvent.click(screen.getByRole('tab', { name: '2024' }))
    expect(router.push).toHaveBeenCalledWith('/construction-progress?utm_source=mail&year=2024', { scroll: false })
  })

  it('switches years with the arrow keys and ignores the year already shown', async () => {
    renderTabs()
    await userEvent.click(screen.getByRole('tab', { name: '2026' }))
    expect(router.push).not.toHaveBeenCalled()
    await userEvent.keyboard('{ArrowRight}')
    expect(router.push).toHaveBeenLastCalledWith('/construction-progress?year=2025', { scroll: false })
  })

  it('renders no tab list when there is only one year', () => {
    render(
      <YearTabs years={[2026]} year={2026} label="Год строительства">
        <p>Карточки</p>
      </YearTabs>,
    )
    expect(screen.queryByRole('tablist')).toBeNull()
    expect(screen.getByText('Карточки')).toBeInTheDocument()
  })
})
