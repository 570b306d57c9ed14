import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Switch } from './switch'

describe('Switch', () => {
  it('is a switch named by its label that toggles with Space', async () => {
    const user = userEvent.setup()
    render(<Switch label="Show Debug Info" />)
    await user.tab()
    const control = screen.getByRole('switch', { name: 'Show Debug Info' })
    expect(control).toHaveFocus()
    expect(control).not.toBeChecked()
    await user.keyboard(' ')
    expect(control).toBeChecked()
  })

  it('emits the boolean', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Switch label="Ипотека" onChange={onChange} />)
    await user.click(screen.getByRole('switch'))
    expect(onChange).toHaveBeenLastCalledWith(true)
    await user.click(screen.getByRole('switch'))
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('also emits a named object when a name is set', async () => {
    const user = userEvent.setup()
    const onNamedChange = vi.fn()
    render(<Switch label="Со скидкой" name="has_discount" onNamedChange={onNamedChange} />)
    await user.click(screen.getByRole('switch'))
    expect(onNamedChange).toHaveBeenCalledWith({ has_discount: true })
  })

  it('emits no named object without a name', async () => {
    const user = userEvent.setup()
    const onNamedChange = vi.fn()
    render(<Switch label="Со скидкой" onNamedChange={onNamedChange} />)
    await user.click(screen.getByRole('switch'))
    expect(onNamedChange).not.toHaveBeenCalled()
  })

  it('exposes its state as data-checked', async () => {
    const user = userEvent.setup()
    render(<Switch label="Со скидкой" />)
    const root = screen.getByRole('switch').closest('label')
    expect(root).toHaveAttribute('data-checked', 'false')
    await user.click(screen.getByRole('switch'))
    expect(root).toHaveAttribute('data-checked', 'true')
  })
})
