import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { DemoCategoryPage } from './demo-category-page'
import { buildMenu } from './menu'
import { UiKitShell } from './ui-kit-shell'

vi.mock('next/navigation', () => ({ usePathname: () => '/ui-kit/Filter' }))

const renderShell = (initialDebug = false) =>
  render(
    <UiKitShell initialDebug={initialDebug} menu={buildMenu()}>
      <DemoCategoryPage category="Filter" />
    </UiKitShell>,
  )

describe('UI-kit shell', () => {
  it('opens the menu from the header on the current category and gives focus back on close', async () => {
    const user = userEvent.setup()
    renderShell()
    const button = screen.getByRole('button', { name: 'Меню' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    await user.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Меню UI-kit' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(within(dialog).getByRole('heading', { name: 'Filter' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it('marks the current category in the header navigation', () => {
    renderShell()
    const nav = screen.getByRole('navigation', { name: 'Разделы UI-kit' })
    expect(within(nav).getByRole('link', { name: 'Filter' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Base' })).not.toHaveAttribute('aria-current')
  })

  it('renders each demo of the category in a light and a dark panel, with hash targets', () => {
    renderShell()
    expect(screen.getByRole('heading', { level: 1, name: 'Filter' })).toBeInTheDocument()
    const select = screen.getByRole('region', { name: 'Select' })
    expect(select).toHaveAttribute('id', 'select')
    expect(within(select).getByRole('group', { name: 'Select: светлая тема' })).toHaveAttribute('data-theme', 'light')
    expect(within(select).getByRole('group', { name: 'Select: тёмная тема' })).toHaveAttribute('data-theme', 'dark')
    expect(screen.getByRole('link', { name: 'Pagination' })).toHaveAttribute('href', '#pagination')
  })

  it('shows the cities demo with Russian labels', async () => {
    const user = userEvent.setup()
    renderShell()
    const light = screen.getByRole('group', { name: 'Select: светлая тема' })
    await user.click(within(light).getAllByRole('combobox', { name: 'Город' })[0]!)
    expect(
      within(light)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Все', 'Санкт-Петербург', 'Москва', 'Екатеринбург'])
  })

  it('prints demo state only while Show Debug Info is on, and hides it at once when turned off', async () => {
    const user = userEvent.setup()
    const { container } = renderShell(true)
    expect(container.querySelectorAll('[data-debug-info]').length).toBeGreaterThan(0)
    await user.click(screen.getByRole('button', { name: 'Меню' }))
    await user.click(screen.getByRole('switch', { name: 'Show Debug Info' }))
    expect(container.querySelectorAll('[data-debug-info]')).toHaveLength(0)
  })
})
