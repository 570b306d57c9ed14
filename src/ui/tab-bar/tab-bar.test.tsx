import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { TabBar, type TabItem } from './tab-bar'

const years: TabItem<string>[] = [
  { value: '2024', label: '2024' },
  { value: '2025', label: '2025', disabled: true },
  { value: '2026', label: '2026' },
]

function Years({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('2024')
  return (
    <TabBar
      label="Год"
      items={years}
      value={value}
      onChange={(v) => {
        setValue(v)
        onChange?.(v)
      }}
    />
  )
}

describe('TabBar', () => {
  it('is a tab list with only the selected tab tabbable', async () => {
    const user = userEvent.setup()
    render(<Years />)
    expect(screen.getByRole('tablist', { name: 'Год' })).toBeInTheDocument()
    await user.tab()
    expect(screen.getByRole('tab', { name: '2024' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: '2024' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: '2026' })).toHaveAttribute('tabindex', '-1')
  })

  it('moves and selects with arrows, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Years onChange={onChange} />)
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: '2026' })).toHaveFocus()
    expect(onChange).toHaveBeenLastCalledWith('2026')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: '2024' })).toHaveFocus()
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: '2026' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: '2024' })).toHaveAttribute('aria-selected', 'true')
  })

  it('selects on click', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Years onChange={onChange} />)
    await user.click(screen.getByRole('tab', { name: '2026' }))
    expect(onChange).toHaveBeenCalledWith('2026')
  })
})
