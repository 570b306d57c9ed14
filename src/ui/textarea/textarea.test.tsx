import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Textarea } from './textarea'

describe('Textarea', () => {
  it('is named by its label and emits the text', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Textarea label="Комментарий" onChange={onChange} />)
    await user.type(screen.getByRole('textbox', { name: 'Комментарий' }), 'Перезвоните')
    expect(onChange).toHaveBeenLastCalledWith('Перезвоните')
  })

  it('counts characters against maxLength and announces the counter as a description', async () => {
    const user = userEvent.setup()
    render(<Textarea label="Комментарий" maxLength={20} />)
    await user.type(screen.getByRole('textbox'), 'Добрый день')
    expect(screen.getByText('11 / 20')).toBeInTheDocument()
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('11 / 20')
  })

  it('shows the error in an alert', () => {
    render(<Textarea label="Комментарий" error="Слишком коротко" />)
    expect(screen.getByRole('alert')).toHaveTextContent('Слишком коротко')
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
  })
})
