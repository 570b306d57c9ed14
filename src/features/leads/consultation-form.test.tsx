import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { requestConsultation } from '@/features/shell'

import { consultationBody, ConsultationForm } from './consultation-form'
import { ConsultationModal } from './consultation-modal'
import { MESSAGES } from './leads.schema'
import type { RequestBlockTexts } from './texts'

const BLOCK: RequestBlockTexts = {
  title: 'Получить консультацию',
  description: 'Подберём квартиру под ваши планы.',
  button_text: 'отправить заявку',
  consent_text: 'Нажимая кнопку, вы соглашаетесь на обработку персональных данных.',
  success_title: 'Спасибо, заявка принята',
  success_text: 'Менеджер перезвонит в течение 15 минут.',
}

const fetchMock = vi.fn<typeof fetch>()
const accepted = () =>
  new Response(JSON.stringify({ id: 7, status: 'accepted' }), { status: 201, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'csrftoken=token123; path=/'
  document.cookie = '_ym_uid=1712345678901234567; path=/'
  window.history.replaceState(null, '', '/flats?utm_source=yandex&utm_medium=cpc&utm_campaign=spring&page=2')
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = '_ym_uid=; max-age=0; path=/'
})

const nameBox = () => screen.getByRole('textbox', { name: /Имя/ })
const phoneBox = () => screen.getByRole('textbox', { name: /Телефон/ })
const commentBox = () => screen.getByRole('textbox', { name: 'Комментарий' })
const submitButton = () => screen.getByRole('button', { name: 'отправить заявку' })
const sentBody = () => fetchMock.mock.calls[0]![1]!.body as FormData

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(nameBox(), 'Иван Петров')
  await user.type(phoneBox(), '89991234567')
}

describe('ConsultationForm: texts and fields', () => {
  it('shows the request block’s description, button and consent text', () => {
    render(<ConsultationForm block={BLOCK} />)
    expect(screen.getByText(BLOCK.description!)).toBeInTheDocument()
    expect(submitButton()).toBeInTheDocument()
    // 152-ФЗ: the consent text links the words naming the policy to /privacy.
    const consent = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === BLOCK.consent_text)
    expect(within(consent).getByRole('link')).toHaveAttribute('href', '/privacy')
  })

  it('falls back to «отправить заявку» when the block has no button text', () => {
    render(<ConsultationForm block={{ title: 'Заявка' }} />)
    expect(submitButton()).toBeInTheDocument()
  })

  it('has a honeypot that people never reach: out of the tab order and hidden from assistive tech', () => {
    const { container } = render(<ConsultationForm block={BLOCK} />)
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Сайт' })).not.toBeInTheDocument()
  })
})

describe('ConsultationForm: the phone mask', () => {
  it('formats typed digits as +7 (XXX) XXX-XX-XX, an 8 at the start read as the trunk prefix', async () => {
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} />)
    await user.type(phoneBox(), '89991234567')
    expect(phoneBox()).toHaveValue('+7 (999) 123-45-67')
  })

  it('formats a pasted +7 number and stops at ten digits', async () => {
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} />)
    await user.click(phoneBox())
    await user.paste('+7 921 000 11 22 33')
    expect(phoneBox()).toHaveValue('+7 (921) 000-11-22')
  })
})

describe('ConsultationForm: validation', () => {
  it('requires the name and the phone; the first invalid field takes focus; nothing is sent', async () => {
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} />)
    await user.click(submitButton())
    expect(nameBox()).toHaveAccessibleDescription(MESSAGES.nameRequired)
    expect(phoneBox()).toHaveAccessibleDescription(MESSAGES.phoneRequired)
    expect(phoneBox()).toHaveAttribute('aria-invalid', 'true')
    expect(nameBox()).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a phone left at the mask’s "+7" counts as missing, an incomplete one as malformed', async () => {
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} />)
    await user.type(nameBox(), 'Иван')
    await user.type(phoneBox(), '8')
    expect(phoneBox()).toHaveValue('+7')
    await user.click(submitButton())
    expect(phoneBox()).toHaveAccessibleDescription(MESSAGES.phoneRequired)
    expect(phoneBox()).toHaveFocus()
    await user.type(phoneBox(), '99912')
    await user.click(submitButton())
    expect(phoneBox()).toHaveAccessibleDescription(MESSAGES.phoneFormat)
  })

  it('rejects a name with digits by the name-format rule', async () => {
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} />)
    await user.type(nameBox(), 'Иван 2')
    await user.type(phoneBox(), '9991234567')
    await user.click(submitButton())
    expect(nameBox()).toHaveAccessibleDescription(MESSAGES.nameFormat)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('ConsultationForm: sending', () => {
  it('posts multipart fields with client_id, the UTM values, the page path, the source and the CSRF header', async () => {
    fetchMock.mockResolvedValue(accepted())
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} source="header" />)
    await fillValid(user)
    await user.type(commentBox(), 'Интересует двухкомнатная')
    await user.click(submitButton())
    await screen.findByRole('status')
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toMatch(/\/api\/requests\/$/)
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('X-CSRFToken')).toBe('token123')
    expect(Object.fromEntries(sentBody())).toEqual({
      type: 'consultation',
      name: 'Иван Петров',
      phone: '+7 (999) 123-45-67',
      comment: 'Интересует двухкомнатная',
      website: '',
      source: 'header',
      client_id: '1712345678901234567',
      utm_source: 'yandex',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      page_url: '/flats',
    })
  })

  it('leaves out client_id without the analytics cookie, UTM keys that are absent and an empty comment', () => {
    const body = consultationBody(
      { name: 'Иван', phone: '+7 (999) 123-45-67', comment: '  ', website: '' },
      { pathname: '/', search: '' },
      '',
    )
    expect([...body.keys()].sort()).toEqual(['name', 'page_url', 'phone', 'type', 'website'])
  })

  it('success: the block’s success title and text, focused; the form is gone', async () => {
    fetchMock.mockResolvedValue(accepted())
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} />)
    await fillValid(user)
    await user.click(submitButton())
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Спасибо, заявка принята')
    expect(status).toHaveTextContent('Менеджер перезвонит в течение 15 минут.')
    expect(status).toHaveFocus()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
  })

  it('disables the submit while sending', async () => {
    let answer: (response: Response) => void = () => {}
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} />)
    await fillValid(user)
    await user.click(submitButton())
    expect(submitButton()).toBeDisabled()
    await act(async () => answer(accepted()))
    await screen.findByRole('status')
  })

  it('error: the SPEC §8 texts; «отправить повторно» restores every typed value', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 502 }))
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} />)
    await fillValid(user)
    await user.type(commentBox(), 'Перезвоните вечером')
    await user.click(submitButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('произошла ошибка')
    expect(alert).toHaveTextContent('попробуйте отправить данные еще раз или зайдите позже')
    expect(fetchMock).toHaveBeenCalledTimes(1) // a write is never retried (SPEC §7)
    await user.click(screen.getByRole('button', { name: 'отправить повторно' }))
    expect(nameBox()).toHaveValue('Иван Петров')
    expect(phoneBox()).toHaveValue('+7 (999) 123-45-67')
    expect(commentBox()).toHaveValue('Перезвоните вечером')
    fetchMock.mockResolvedValue(accepted())
    await user.click(submitButton())
    expect(await screen.findByRole('status')).toHaveTextContent('Спасибо, заявка принята')
  })
})

describe('ConsultationForm: refused for too many sends (429)', () => {
  it('says the send was paused, not that the connection failed, and when to try again from Retry-After', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests: try again in 272 s' } }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '272' },
      }),
    )
    const user = userEvent.setup()
    render(<ConsultationForm block={BLOCK} />)
    await fillValid(user)
    await user.click(submitButton())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Слишком много отправок подряд')
    // 272 s round up to 5 minutes: the visitor is told a time, not to check the connection.
    expect(alert).toHaveTextContent('Отправьте ещё раз через 5 минут')
    expect(alert).not.toHaveTextContent('произошла ошибка')
    expect(alert).not.toHaveTextContent(/соединени/i)
    await user.click(screen.getByRole('button', { name: 'отправить повторно' }))
    expect(nameBox()).toHaveValue('Иван Петров')
  })
})

describe('ConsultationModal', () => {
  it('opens as a side dialog titled by the block on requestConsultation(), which reports it handled', async () => {
    render(<ConsultationModal block={BLOCK} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    let handled = false
    act(() => {
      handled = requestConsultation({ source: 'header' })
    })
    expect(handled).toBe(true)
    const dialog = await screen.findByRole('dialog', { name: 'Получить консультацию' })
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'side')
  })

  it('sends the source of the request and starts afresh when reopened', async () => {
    fetchMock.mockResolvedValue(accepted())
    const user = userEvent.setup()
    render(<ConsultationModal block={BLOCK} />)
    act(() => void requestConsultation({ source: 'mortgage-panel' }))
    // The form loads on demand when the panel first opens.
    await screen.findByRole('button', { name: 'отправить заявку' })
    await fillValid(user)
    await user.click(submitButton())
    await screen.findByRole('status')
    expect(sentBody().get('source')).toBe('mortgage-panel')
    await user.click(screen.getByRole('button', { name: 'Кнопка закрыть' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => void requestConsultation({ source: 'header' }))
    expect(await screen.findByRole('textbox', { name: /Имя/ })).toHaveValue('')
  })
})

describe('consultationBody carries the subject, so the lead keeps its context', () => {
  it('sends a mortgage application with the programme and the flat', () => {
    const body = consultationBody(
      { name: 'Анна', phone: '+7 999 123-45-67', comment: '', website: '' },
      { about: { type: 'mortgage', property: 207, mortgage_program: 4 }, pathname: '/flats/207', search: '' },
    )
    expect(body.get('type')).toBe('mortgage')
    expect(body.get('property')).toBe('207')
    expect(body.get('mortgage_program')).toBe('4')
  })

  it('sends a plain consultation without a subject', () => {
    const body = consultationBody({ name: 'Анна', phone: '+79991234567', comment: '', website: '' }, { pathname: '/', search: '' })
    expect(body.get('type')).toBe('consultation')
    expect(body.has('property')).toBe(false)
  })
})
