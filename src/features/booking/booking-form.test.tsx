import { render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import { HttpError } from '@/lib/http-client'

import { BookingForm } from './booking-form'
import { BOOKING_MESSAGES } from './booking-terms'

// A plain function, not vi.fn(): a vi.fn() returning a rejected promise surfaces that rejection as the test's error.
const http = vi.hoisted(() => ({
  calls: [] as [string, FormData][],
  answer: (): Promise<unknown> => Promise.resolve({}),
}))
vi.mock('@/features/shell', () => ({
  browserHttp: {
    post: (path: string, body: FormData) => {
      http.calls.push([path, body])
      return http.answer()
    },
  },
}))
const resolveWith = (value: unknown) => (http.answer = () => Promise.resolve(value))
vi.mock('@/features/analytics', () => ({ reachGoal: vi.fn() }))

/** The rejection is created when the form posts: one made up front would be reported as unhandled. */
const rejectWith = (error: Error) => (http.answer = () => Promise.reject(error))

const renderForm = () => render(<BookingForm refId="NZ-2-1-137" flatHref="/flats/451" catalogueHref="/flats" />)

async function fillAndSubmit() {
  const user = userEvent.setup()
  await user.type(screen.getByRole('textbox', { name: /Имя/ }), 'Ольга')
  await user.type(screen.getByRole('textbox', { name: /Телефон/ }), '9215551234')
  await user.click(screen.getByRole('checkbox', { name: /согласен на обработку персональных данных/ }))
  await user.click(screen.getByRole('button', { name: 'забронировать' }))
}

describe('BookingForm', () => {
  beforeEach(() => {
    http.calls.length = 0
  })

  it('posts the ref_id, name, masked phone and consent, then states the deadline in Moscow time and the fixed price', async () => {
    resolveWith({ id: 7, ref_id: 'NZ-2-1-137', price: 19_110_000, hold_until: '2026-11-25T11:30:00.000Z', email: null })
    renderForm()
    await fillAndSubmit()

    const [path, body] = http.calls[0]!
    expect(path).toBe('/api/booking/')
    expect(Object.fromEntries(body)).toEqual({ ID: 'NZ-2-1-137', name: 'Ольга', phone: '+7 (921) 555-12-34', email: '', consent: 'true' })

    const status = await screen.findByRole('status')
    expect(status).toHaveFocus()
    expect(
      screen.getByRole('heading', { name: 'Квартира забронирована до 25 ноября 2026, 14:30 по московскому времени' }),
    ).toBeInTheDocument()
    expect(screen.getByTestId('booking-number')).toHaveTextContent('№ 7')
    expect(screen.getByTestId('booking-price')).toHaveTextContent('19 110 000 ₽')
    expect(status).not.toHaveTextContent('Подтверждение со ссылкой')
    expect(screen.queryByRole('button', { name: 'забронировать' })).not.toBeInTheDocument()
  })

  it('shows a calm note with the way back to the catalogue when someone booked the flat first (409)', async () => {
    rejectWith(
      new HttpError('conflict', 'POST', '/api/booking/', 409, { error: { code: 'conflict', message: BOOKING_MESSAGES.unavailable } }),
    )
    renderForm()
    await fillAndSubmit()

    expect(await screen.findByRole('alert')).toHaveFocus()
    expect(screen.getByRole('heading', { name: 'Эту квартиру уже забронировали' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'выбрать другую квартиру' })).toHaveAttribute('href', '/flats')
  })

  it('shows the server’s field messages, focuses the first invalid field and keeps what was typed', async () => {
    rejectWith(
      new HttpError('invalid', 'POST', '/api/booking/', 400, {
        error: {
          code: 'validation_error',
          message: BOOKING_MESSAGES.invalidForm,
          fields: { phone: ['Укажите номер телефона'], consent: [BOOKING_MESSAGES.consentRequired] },
        },
      }),
    )
    renderForm()
    await fillAndSubmit()

    const phone = await screen.findByRole('textbox', { name: /Телефон/ })
    expect(phone).toHaveFocus()
    expect(phone).toHaveAccessibleDescription('Укажите номер телефона')
    expect(screen.getByText(BOOKING_MESSAGES.consentRequired)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Имя/ })).toHaveValue('Ольга')
  })

  it('sends an empty phone when only the mask’s +7 is there, so the server says it is required', async () => {
    resolveWith({ id: 1, ref_id: 'NZ-2-1-137', price: 1, hold_until: '2026-11-25T11:30:00.000Z' })
    renderForm()
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /Телефон/ }), '8')
    expect(screen.getByRole('textbox', { name: /Телефон/ })).toHaveValue('+7')
    await user.click(screen.getByRole('button', { name: 'забронировать' }))
    expect(http.calls[0]![1].get('phone')).toBe('')
  })

  it('offers a retry message when the network fails, without losing the form', async () => {
    rejectWith(new HttpError('offline', 'POST', '/api/booking/'))
    renderForm()
    await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось отправить бронь')
    expect(screen.getByRole('button', { name: 'забронировать' })).toBeEnabled()
  })

  it('keeps the submit disabled in the server HTML, so a click before hydration cannot post the fields in a URL', () => {
    const html = renderToString(<BookingForm refId="NZ-2-1-137" flatHref="/flats/451" catalogueHref="/flats" />)
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled/)
    renderForm()
    expect(screen.getByRole('button', { name: 'забронировать' })).toBeEnabled()
  })
  it('tells a buyer refused for too many sends (429) when to try again, not to check the connection', async () => {
    rejectWith(new HttpError('Too many requests', 'POST', '/api/booking/', 429, { error: { code: 'rate_limited' } }, 540))
    renderForm()
    await fillAndSubmit()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Слишком много отправок подряд')
    expect(alert).toHaveTextContent('через 9 минут')
    expect(alert).not.toHaveTextContent(/соединени/i)
  })
  it('sends the e-mail when given and says the confirmation with the cancel link goes there', async () => {
    resolveWith({ id: 1042, ref_id: 'NZ-2-1-137', price: 19_110_000, hold_until: '2026-11-25T11:30:00.000Z', email: 'olga@example.ru' })
    renderForm()
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'olga@example.ru')
    await fillAndSubmit()

    expect(http.calls[0]![1].get('email')).toBe('olga@example.ru')
    const status = await screen.findByRole('status')
    expect(screen.getByTestId('booking-number')).toHaveTextContent('№ 1042')
    expect(status).toHaveTextContent('Подтверждение со ссылкой для отмены брони придёт на olga@example.ru')
  })
})
