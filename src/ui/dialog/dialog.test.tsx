import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'

import { Dialog, type DialogProps } from './dialog'

function Harness({ withInitialFocus, ...props }: Partial<DialogProps> & { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false)
  const phone = useRef<HTMLInputElement>(null)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        консультация
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Получить консультацию"
        initialFocus={withInitialFocus ? phone : undefined}
        {...props}
      >
        <label>
          Имя
          <input />
        </label>
        <label>
          Телефон
          <input ref={phone} />
        </label>
        <button type="button">отправить заявку</button>
      </Dialog>
    </>
  )
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup()
  render(<Harness {...props} />)
  await user.click(screen.getByRole('button', { name: 'консультация' }))
  await screen.findByRole('dialog')
  return user
}

describe('Dialog', () => {
  it('is a modal dialog named by its visible title, rendered into document.body', async () => {
    const { baseElement } = render(<Harness />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'консультация' }))
    // The panel's code comes with the first opening when the browser was not idle before it.
    const dialog = await screen.findByRole('dialog', { name: 'Получить консультацию' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog.parentElement?.parentElement).toBe(baseElement)
    expect(screen.getByRole('heading', { level: 2, name: 'Получить консультацию' })).toBeVisible()
  })

  it('adds no landmark of its own (a <header> inside would be a second banner of the page)', async () => {
    await openDialog()
    expect(within(screen.getByRole('dialog')).queryByRole('banner')).not.toBeInTheDocument()
  })

  it('keeps the accessible name when the title is visually hidden', async () => {
    await openDialog({ hideTitle: true })
    expect(screen.getByRole('dialog', { name: 'Получить консультацию' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Получить консультацию' })).toHaveClass('visually-hidden')
  })

  it('has a close button labelled «Кнопка закрыть» that closes it and returns focus to the opener', async () => {
    const user = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Кнопка закрыть' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'консультация' })).toHaveFocus()
  })

  it('moves focus to the first focusable element on open', async () => {
    await openDialog()
    expect(screen.getByRole('button', { name: 'Кнопка закрыть' })).toHaveFocus()
  })

  it('moves focus to initialFocus on open when given', async () => {
    await openDialog({ withInitialFocus: true })
    expect(screen.getByRole('textbox', { name: 'Телефон' })).toHaveFocus()
  })

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = await openDialog()
    const close = screen.getByRole('button', { name: 'Кнопка закрыть' })
    const submit = screen.getByRole('button', { name: 'отправить заявку' })
    await user.tab()
    expect(screen.getByRole('textbox', { name: 'Имя' })).toHaveFocus()
    await user.tab()
    await user.tab()
    expect(submit).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(submit).toHaveFocus()
  })

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = await openDialog()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'консультация' })).toHaveFocus()
  })

  it('ignores an Escape that an inner widget already handled', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(
      <Dialog open onClose={onClose} title="Фильтр">
        <input aria-label="Поиск" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />
      </Dialog>,
    )
    await user.click(screen.getByRole('textbox', { name: 'Поиск' }))
    await user.keyboard('{Escape}')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('closes on a click on the overlay but not on a click inside the panel', async () => {
    const onClose = vi.fn()
    const user = userEvent.setup()
    render(
      <Dialog open onClose={onClose} title="Фильтр">
        <p>Содержимое</p>
      </Dialog>,
    )
    await user.click(screen.getByText('Содержимое'))
    expect(onClose).not.toHaveBeenCalled()
    const overlay = screen.getByRole('dialog').previousElementSibling as HTMLElement
    await user.click(overlay)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('locks the page scroll while open and releases it on close', async () => {
    const user = await openDialog()
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(document.body.style.overflow).toBe('')
  })

  it('shows media above the title and marks the placement for styling', async () => {
    // eslint-disable-next-line @next/next/no-img-element -- a stand-in for the CMS picture
    await openDialog({ placement: 'side', media: <img alt="Офис продаж" src="/office.webp" /> })
    const dialog = screen.getByRole('dialog')
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'side')
    expect(dialog).toHaveAttribute('data-has-media', 'true')
    const img = screen.getByRole('img', { name: 'Офис продаж' })
    expect(img.compareDocumentPosition(screen.getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
