import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { installFakeTimers } from '@/ui/shared/fake-timers'

import { DEBUG_COOKIE } from './debug'
import { buildMenu } from './menu'
import { UiKitMenu } from './ui-kit-menu'
import { MENU_SLIDE_MS } from './use-ui-kit-menu'

const items = buildMenu()

function Harness({
  pathname = '/ui-kit',
  reload = () => {},
  initialDebug = false,
}: {
  pathname?: string | null
  reload?: () => void
  initialDebug?: boolean
}) {
  const [open, setOpen] = useState(true)
  const [debug, setDebug] = useState(initialDebug)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Меню
      </button>
      <output data-testid="debug">{String(debug)}</output>
      {open ? (
        <UiKitMenu
          items={items}
          pathname={pathname}
          debug={debug}
          onDebugChange={setDebug}
          onClose={() => setOpen(false)}
          reload={reload}
        />
      ) : null}
    </>
  )
}

const setup = installFakeTimers()
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  document.cookie = `${DEBUG_COOKIE}=; Max-Age=0; Path=/`
})
afterEach(() => warn.mockRestore())

describe('UI-kit menu: panels', () => {
  it('shows the categories on the base path, as a modal dialog', () => {
    render(<Harness pathname="/ui-kit/" />)
    expect(screen.getByRole('dialog', { name: 'Меню UI-kit' })).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('button', { name: 'Base' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Filter' })).toBeInTheDocument()
  })

  it('goes forward to a category sliding from the right for 300 ms, then back from the left', async () => {
    const user = setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    const panel = screen.getByRole('navigation', { name: 'Filter' })
    expect(panel).toHaveAttribute('data-slide', 'right')
    act(() => vi.advanceTimersByTime(MENU_SLIDE_MS - 1))
    expect(panel).toHaveAttribute('data-slide', 'right')
    act(() => vi.advanceTimersByTime(1))
    expect(panel).not.toHaveAttribute('data-slide')
    expect(MENU_SLIDE_MS).toBe(300)

    await user.click(screen.getByRole('button', { name: 'Назад к разделам' }))
    const root = screen.getByRole('navigation', { name: 'Меню разделов UI-kit' })
    expect(root).toHaveAttribute('data-slide', 'left')
    act(() => vi.advanceTimersByTime(MENU_SLIDE_MS))
    expect(root).not.toHaveAttribute('data-slide')
  })

  it('is usable by keyboard: forward moves focus to the back header, back returns it to the category', async () => {
    const user = setup()
    render(<Harness />)
    expect(screen.getByRole('link', { name: 'UI-kit' })).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Base' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Назад к разделам' })).toHaveFocus()
    expect(screen.getByRole('heading', { name: 'Base' })).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'Base' })).toHaveFocus()
  })

  it('links demos as path + hash fragment', async () => {
    const user = setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(screen.getByRole('link', { name: 'Select' })).toHaveAttribute('href', '/ui-kit/Filter#select')
    expect(screen.getByRole('link', { name: 'Pagination' })).toHaveAttribute('href', '/ui-kit/Filter#pagination')
    expect(screen.getByRole('link', { name: 'Все компоненты Filter' })).toHaveAttribute('href', '/ui-kit/Filter')
  })

  it('opens on the current path’s category', () => {
    render(<Harness pathname="/ui-kit/Base" />)
    expect(screen.getByRole('heading', { name: 'Base' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Switch' })).toHaveAttribute('href', '/ui-kit/Base#switch')
  })

  it('falls back to the base path when there is no path', () => {
    render(<Harness pathname={null} />)
    expect(screen.getByRole('button', { name: 'Base' })).toBeInTheDocument()
    expect(warn).not.toHaveBeenCalled()
  })

  it('warns «category not found» and changes nothing when the path has no category', () => {
    render(<Harness pathname="/ui-kit/Unknown" />)
    expect(warn).toHaveBeenCalledWith('category not found')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('navigation', { name: 'Меню разделов UI-kit' })).toBeInTheDocument()
  })

  it('keeps the open panel when the path changes to one without a category', () => {
    const { rerender } = render(<Harness pathname="/ui-kit/Filter" />)
    rerender(<Harness pathname="/ui-kit/Nope" />)
    expect(warn).toHaveBeenCalledWith('category not found')
    expect(screen.getByRole('heading', { name: 'Filter' })).toBeInTheDocument()
  })

  it('closes on Escape and with the close button', async () => {
    const user = setup()
    render(<Harness />)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Меню' }))
    await user.click(screen.getByRole('button', { name: 'Закрыть меню' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})

describe('UI-kit menu: Show Debug Info', () => {
  it('stores the flag in a cookie for 7 days', async () => {
    const user = setup()
    const cookie = vi.spyOn(document, 'cookie', 'set')
    render(<Harness pathname="/ui-kit/Filter" />)
    await user.click(screen.getByRole('switch', { name: 'Show Debug Info' }))
    const written = String(cookie.mock.calls.at(-1)?.[0]).split('; ')
    expect(written[0]).toBe('ui_kit_debug=1')
    expect(written).toContain('Max-Age=604800')
    expect(document.cookie).toContain('ui_kit_debug=1')
    expect(screen.getByTestId('debug')).toHaveTextContent('true')
    cookie.mockRestore()
  })

  it('turned on at the base page closes the menu and reloads after 400 ms', async () => {
    const user = setup()
    const reload = vi.fn()
    render(<Harness pathname="/ui-kit/" reload={reload} />)
    await user.click(screen.getByRole('switch', { name: 'Show Debug Info' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(399))
    expect(reload).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('turned on elsewhere neither closes nor reloads', async () => {
    const user = setup()
    const reload = vi.fn()
    render(<Harness pathname="/ui-kit/Base" reload={reload} />)
    await user.click(screen.getByRole('switch', { name: 'Show Debug Info' }))
    act(() => vi.advanceTimersByTime(1000))
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('turned off at the base page does not reload', async () => {
    const user = setup()
    const reload = vi.fn()
    render(<Harness pathname="/ui-kit/" reload={reload} initialDebug />)
    expect(screen.getByRole('switch', { name: 'Show Debug Info' })).toBeChecked()
    await user.click(screen.getByRole('switch', { name: 'Show Debug Info' }))
    act(() => vi.advanceTimersByTime(1000))
    expect(reload).not.toHaveBeenCalled()
    expect(document.cookie).toContain('ui_kit_debug=0')
  })
})
