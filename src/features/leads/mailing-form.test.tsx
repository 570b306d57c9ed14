import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { installFakeTimers } from '@/ui/shared/fake-timers'

import { MESSAGES } from './leads.schema'
import { MAILING_MODAL_CLOSE_MS, MailingForm, MailingModal } from './mailing-form'

const fetchMock = vi.fn<typeof fetch>()
const accepted = () =>
  new Response(JSON.stringify({ status: 'accepted' }), { status: 201, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'csrftoken=token123; path=/'
  window.history.replaceState(null, '', '/construction-progress')
})
afterEach(() => vi.unstubAllGlobals())

const nameBox = () => screen.getByRole('textbox', { name: /Имя/ })
const emailBox = () => screen.getByRole('textbox', { name: /E-mail/ })
const consentBox = () => screen.getByRole('checkbox', { name: 'Согласен на получение рекламной рассылки' })
const submitButton = () => screen.getByRole('button', { name: 'подписаться' })

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameBox(), 'Анна-Мария О’Нил')
  await user.type(emailBox(), 'anna@example.ru')
}

describe('MailingForm: validation (SPEC §5)', () => {
  it('starts empty with the consent box checked', () => {
    render(<MailingForm />)
    expect(nameBox()).toHaveValue('')
    expect(emailBox()).toHaveValue('')
    expect(consentBox()).toBeChecked()
  })

  it('requires name and e-mail: messages tied to the fields, the first invalid field focused, nothing sent', async () => {
    const user = userEvent.setup()
    render(<MailingForm />)
    await user.click(submitButton())
    expect(nameBox()).toHaveAttribute('aria-invalid', 'true')
    expect(nameBox()).toHaveAccessibleDescription(MESSAGES.nameRequired)
    expect(emailBox()).toHaveAccessibleDescription(MESSAGES.emailRequired)
    expect(nameBox()).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('applies the name-format rule and the e-mail format', async () => {
    const user = userEvent.setup()
    render(<MailingForm />)
    await user.type(nameBox(), 'R2-D2')
    await user.type(emailBox(), 'anna@')
    await user.click(submitButton())
    expect(nameBox()).toHaveAccessibleDescription(MESSAGES.nameFormat)
    expect(emailBox()).toHaveAccessibleDescription(MESSAGES.emailFormat)
    await user.clear(nameBox())
    await user.type(nameBox(), 'Я')
    await user.click(submitButton())
    expect(nameBox()).toHaveAccessibleDescription(MESSAGES.nameLength)
  })

  it('asks for the consent when the box is unchecked, with the SPEC message, and focuses the box', async () => {
    const user = userEvent.setup()
    render(<MailingForm />)
    await fillValid(user)
    await user.click(consentBox())
    await user.click(submitButton())
    expect(screen.getByText('пожалуйста, отметьте согласие на получение рекламной рассылки')).toBeInTheDocument()
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true')
    expect(consentBox()).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('clears a field’s message as soon as the visitor corrects it', async () => {
    const user = userEvent.setup()
    render(<MailingForm />)
    await user.click(submitButton())
    await user.type(nameBox(), 'А')
    expect(nameBox()).not.toHaveAttribute('aria-invalid')
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true')
  })
})

describe('MailingForm: sending', () => {
  it('posts multipart name, email, agree_advertising_mailings and request_type with the CSRF header', async () => {
    fetchMock.mockResolvedValue(accepted())
    const user = userEvent.setup()
    render(<MailingForm />)
    await fillValid(user)
    await user.click(submitButton())
    await screen.findByRole('status')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toMatch(/\/api\/mailing\/$/)
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('X-CSRFToken')).toBe('token123')
    const body = init?.body as FormData
    expect(body).toBeInstanceOf(FormData)
    expect(Object.fromEntries(body)).toEqual({
      name: 'Анна-Мария О’Нил',
      email: 'anna@example.ru',
      agree_advertising_mailings: 'true',
      request_type: 'subscribe',
      page_url: '/construction-progress',
    })
  })

  it('disables the submit while sending', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    render(<MailingForm />)
    await fillValid(user)
    await user.click(submitButton())
    expect(submitButton()).toBeDisabled()
    expect(submitButton()).toHaveAttribute('aria-busy', 'true')
    await user.click(submitButton())
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => answer(accepted()))
    expect(await screen.findByRole('status')).toHaveTextContent('вы подписаны на рассылку')
  })

  it('success: a focused confirmation replaces the form and onSuccess runs', async () => {
    fetchMock.mockResolvedValue(accepted())
    const onSuccess = vi.fn()
    const user = userEvent.setup()
    render(<MailingForm onSuccess={onSuccess} />)
    await fillValid(user)
    await user.click(submitButton())
    const status = await screen.findByRole('status')
    expect(status).toHaveFocus()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(onSuccess).toHaveBeenCalledTimes(1)
  })

  it('error (SPEC §8): the two texts and «отправить повторно», which brings back the form with what was typed', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }))
    const user = userEvent.setup()
    render(<MailingForm />)
    await fillValid(user)
    await user.click(submitButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('произошла ошибка')
    expect(alert).toHaveTextContent('попробуйте отправить данные еще раз или зайдите позже')
    expect(alert).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'отправить повторно' }))
    expect(nameBox()).toHaveValue('Анна-Мария О’Нил')
    expect(emailBox()).toHaveValue('anna@example.ru')
    expect(consentBox()).toBeChecked()
    expect(submitButton()).toHaveFocus()
  })

  it('a network failure is the error state too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const user = userEvent.setup()
    render(<MailingForm />)
    await fillValid(user)
    await user.click(submitButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('произошла ошибка')
  })

  it('shows the server’s field messages of a 400 answer next to the fields, values kept', async () => {
    const body = {
      error: { code: 'validation_error', message: 'x', fields: { email: ['Укажите корректный e-mail, например name@example.ru'] } },
    }
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } }))
    const user = userEvent.setup()
    render(<MailingForm />)
    await fillValid(user)
    await user.click(submitButton())
    expect(await screen.findByText('Укажите корректный e-mail, например name@example.ru')).toBeInTheDocument()
    expect(emailBox()).toHaveFocus()
    expect(emailBox()).toHaveValue('anna@example.ru')
  })
})

function ModalHarness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        подписаться на рассылку
      </button>
      <MailingModal
        open={open}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
      />
    </>
  )
}

describe('MailingModal (SPEC §4, §9: closes 5000 ms after success)', () => {
  const setupUser = installFakeTimers()
  // The dialog's code loaded, as the browser has it once idle: under the fake clock a first download never lands.
  beforeAll(() => import('@/ui/dialog/dialog-panel'))

  it('is a dialog titled «подписаться на рассылку» that closes itself MAILING_MODAL_CLOSE_MS after success', async () => {
    expect(MAILING_MODAL_CLOSE_MS).toBe(5000)
    fetchMock.mockResolvedValue(accepted())
    const onClose = vi.fn()
    const user = setupUser()
    render(<ModalHarness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'подписаться на рассылку' }))
    expect(await screen.findByRole('dialog', { name: 'подписаться на рассылку' })).toBeInTheDocument()
    await fillValid(user)
    await user.click(submitButton())
    await screen.findByRole('status')
    await act(async () => vi.advanceTimersByTime(MAILING_MODAL_CLOSE_MS - 1))
    expect(onClose).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Reopened: the default form again, its fields cleared.
    await user.click(screen.getByRole('button', { name: 'подписаться на рассылку' }))
    await screen.findByRole('dialog', { name: 'подписаться на рассылку' })
    expect(nameBox()).toHaveValue('')
    expect(emailBox()).toHaveValue('')
  })

  it('does not close by itself while the form is in its error state', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 503 }))
    const onClose = vi.fn()
    const user = setupUser()
    render(<ModalHarness onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'подписаться на рассылку' }))
    await screen.findByRole('dialog', { name: 'подписаться на рассылку' })
    await fillValid(user)
    await user.click(submitButton())
    await screen.findByRole('alert')
    await act(async () => vi.advanceTimersByTime(MAILING_MODAL_CLOSE_MS * 2))
    expect(onClose).not.toHaveBeenCalled()
  })
})
