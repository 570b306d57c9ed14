import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { TextInput } from './text-input'

describe('TextInput', () => {
  it('is named by its label and emits each value', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<TextInput label="Имя" onChange={onChange} />)
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна')
    expect(onChange).toHaveBeenLastCalledWith('Анна')
    expect(screen.getByRole('textbox')).toHaveValue('Анна')
  })

  it('marks a required field with an asterisk that is not read as part of the name', () => {
    render(<TextInput label="E-mail" type="email" required />)
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input).toBeRequired()
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it('describes itself with the hint, and with the error in an alert when invalid', () => {
    const { rerender } = render(<TextInput label="E-mail" hint="Пришлём подтверждение" />)
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Пришлём подтверждение')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    rerender(<TextInput label="E-mail" hint="Пришлём подтверждение" error="Введите корректный e-mail" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Введите корректный e-mail')
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  })

  it('shows a suffix after the value', () => {
    render(<TextInput label="Стоимость" suffix="₽" defaultValue="12 450 000" />)
    expect(screen.getByText('₽')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Стоимость' })).toHaveValue('12 450 000')
  })
})
