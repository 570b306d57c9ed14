import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import type { Device } from '../shared/types'
import { PropertyModal } from './property-modal'

const tabs = [
  { value: 'plan', label: 'Планировка', content: <p>План квартиры</p> },
  { value: 'floor', label: 'На этаже', content: <p>План этажа</p> },
  { value: 'genplan', label: 'Генплан', content: <p>Генплан комплекса</p> },
]

function Harness({ device = 'desktop', onToggleZoom }: { device?: Device; onToggleZoom?: (z: boolean) => void }) {
  const [tab, setTab] = useState('plan')
  const [zoomed, setZoomed] = useState(false)
  return (
    <PropertyModal
      label="Планировка квартиры"
      tabs={tabs}
      activeTab={tab}
      onTabChange={setTab}
      zoomed={zoomed}
      onToggleZoom={(next) => {
        setZoomed(next)
        onToggleZoom?.(next)
      }}
      device={device}
    />
  )
}

const live = () => screen.getByTestId('property-modal-live')

describe('PropertyModal', () => {
  it('shows the content of the active tab only', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(screen.getByRole('tabpanel')).toHaveTextContent('План квартиры')
    await user.click(screen.getByRole('tab', { name: 'На этаже' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('План этажа')
    expect(screen.queryByText('План квартиры')).not.toBeInTheDocument()
  })

  it('switches tabs by keyboard and announces the change', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    expect(live()).toHaveAttribute('aria-live', 'polite')
    expect(live()).toHaveTextContent('')
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'На этаже' })).toHaveAttribute('aria-selected', 'true')
    expect(live()).toHaveTextContent('Открыта вкладка «На этаже»')
  })

  it('toggles zoom with its button, turning into a modal dialog, and announces it', async () => {
    const user = userEvent.setup()
    const onToggleZoom = vi.fn()
    render(<Harness onToggleZoom={onToggleZoom} />)
    await user.click(screen.getByRole('button', { name: 'Увеличить' }))
    expect(onToggleZoom).toHaveBeenLastCalledWith(true)
    expect(screen.getByRole('dialog', { name: 'Планировка квартиры' })).toHaveAttribute('aria-modal', 'true')
    expect(live()).toHaveTextContent('Увеличенный просмотр открыт')
    expect(document.body.style.overflow).toBe('hidden')

    await user.click(screen.getByRole('button', { name: 'Закрыть увеличенный просмотр' }))
    expect(onToggleZoom).toHaveBeenLastCalledWith(false)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(live()).toHaveTextContent('Увеличенный просмотр закрыт')
    expect(document.body.style.overflow).toBe('')
  })

  it('closes the zoomed view on Escape and keeps focus on the button', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'Увеличить' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Увеличить' })).toHaveFocus()
  })

  it.each([
    ['mobile', 'medium'],
    ['tablet', 'medium'],
    ['desktop', 'large'],
  ] as const)('uses the %s icon size %s', (device, size) => {
    render(<Harness device={device} />)
    const icon = screen.getByRole('button', { name: 'Увеличить' }).querySelector('svg')
    expect(icon).toHaveAttribute('data-size', size)
  })
})
