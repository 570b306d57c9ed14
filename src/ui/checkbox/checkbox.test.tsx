import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Checkbox } from './checkbox'

const CONSENT_ERROR = 'пожалуйста, отметьте согласие на получение рекламной рассылки'

describe('Checkbox', () => {
  it('toggles with Space and emits the boolean', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Checkbox label="Согласен на рассылку" onChange={onChange} />)
    await user.tab()
    const box = screen.getByRole('checkbox', { name: 'Согласен на рассылку' })
    expect(box).toHaveFocus()
    await user.keyboard(' ')
    expect(box).toBeChecked()
    expect(onChange).toHaveBeenLastCalledWith(true)
    await user.keyboard(' ')
    expect(onChange).toHaveBeenLastCalledWith(false)
  })

  it('toggles when the label text is clicked', async () => {
    const user = userEvent.setup()
    render(<Checkbox label="Согласен" />)
    await user.click(screen.getByText('Согласен'))
    expect(screen.getByRole('checkbox')).toBeChecked()
  })

  it('shows an error text in an alert and marks the box invalid', () => {
    render(<Checkbox label="Согласен" error={CONSENT_ERROR} />)
    expect(screen.getByRole('alert')).toHaveTextContent(CONSENT_ERROR)
    const box = screen.getByRole('checkbox')
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription(CONSENT_ERROR)
  })

  it('stays as the parent controls it', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Checkbox label="Согласен" checked onChange={onChange} />)
    await user.click(screen.getByRole('checkbox'))
    expect(onChange).toHaveBeenCalledWith(false)
    expect(screen.getByRole('checkbox')).toBeChecked()
  })

  it('cannot be toggled when disabled', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Checkbox label="Согласен" disabled onChange={onChange} />)
    await user.click(screen.getByRole('checkbox'))
    expect(onChange).not.toHaveBeenCalled()
  })
})
