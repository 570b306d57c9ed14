import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { FileInput } from './file-input'
import { fileStatus } from './use-file-input'

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' })

describe('FileInput', () => {
  it('is named by its label and the button text, and says nothing is chosen', () => {
    render(<FileInput label="Паспорт" />)
    const input = screen.getByLabelText('Паспорт Выбрать файл')
    expect(input).toHaveAttribute('type', 'file')
    expect(input).toHaveAccessibleDescription('Файл не выбран')
  })

  it('emits the chosen files and shows the file name', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<FileInput label="Паспорт" onChange={onChange} />)
    const chosen = file('passport.pdf')
    await user.upload(screen.getByLabelText('Паспорт Выбрать файл'), chosen)
    expect(onChange).toHaveBeenCalledWith([chosen])
    expect(screen.getByText('passport.pdf')).toBeInTheDocument()
  })

  it('counts several files with the Russian plural and lists them', async () => {
    const user = userEvent.setup()
    render(<FileInput label="Документы" multiple />)
    await user.upload(screen.getByLabelText('Документы Выбрать файл'), [file('a.pdf'), file('b.pdf'), file('c.pdf')])
    expect(screen.getByText('Выбрано 3 файла')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Выбранные файлы' }).children).toHaveLength(3)
  })

  it('clears the choice with the remove button and gives focus back to the input', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<FileInput label="Паспорт" onChange={onChange} />)
    const input = screen.getByLabelText('Паспорт Выбрать файл')
    await user.upload(input, file('passport.pdf'))
    await user.click(screen.getByRole('button', { name: 'Удалить выбранные файлы' }))
    expect(onChange).toHaveBeenLastCalledWith([])
    expect(screen.getByText('Файл не выбран')).toBeInTheDocument()
    expect(input).toHaveFocus()
  })

  it('words the status for 1, 2 and 5 files', () => {
    expect(fileStatus([], 'Файл не выбран')).toBe('Файл не выбран')
    expect(fileStatus([file('a'), file('b')], '')).toBe('Выбрано 2 файла')
    expect(
      fileStatus(
        [1, 2, 3, 4, 5].map((n) => file(String(n))),
        '',
      ),
    ).toBe('Выбрано 5 файлов')
  })
})
