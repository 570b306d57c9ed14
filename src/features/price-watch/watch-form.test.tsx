import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { WATCH_FORM_TEXTS, WatchForm } from './watch-form'
import { WATCH_CONSENT_TEXT, WATCH_MESSAGES } from './watch.schema'

const fetchMock = vi.fn<typeof fetch>()
const pending = () => new Response(JSON.stringify({ status: 'pending' }), { status: 201, headers: { 'content-type': 'application/json' } })

beforeEach(() => {
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'csrftoken=token123; path=/'
})
afterEach(() => vi.unstubAllGlobals())

const emailBox = () => screen.getByRole('textbox', { name: /E-mail/ })
const consentBox = () => screen.getByRole('checkbox', { name: WATCH_CONSENT_TEXT })
const submit = () => screen.getByRole('button', { name: WATCH_FORM_TEXTS.submit })

/** The multipart body of the one POST to /api/price-watch/. */
function sentBody(): FormData {
  const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/price-watch/'))
  expect(call, 'the form posted to /api/price-watch/').toBeDefined()
  return call![1]!.body as FormData
}

describe('the watch form', () => {
  it('sends nothing without an e-mail and the consent, and says why at each field', async () => {
    const user = userEvent.setup()
    render(<WatchForm subject={{ property: 42, onSale: true }} />)
    expect(screen.getByText(WATCH_FORM_TEXTS.introPrice)).toBeInTheDocument()
    expect(consentBox()).not.toBeChecked()
    await user.click(submit())
    expect(emailBox()).toHaveAccessibleDescription(WATCH_MESSAGES.emailRequired)
    expect(consentBox()).toHaveAccessibleDescription(WATCH_MESSAGES.consentRequired)
    expect(emailBox()).toHaveFocus()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('subscribes to the flat and then asks the buyer to confirm from the letter', async () => {
    fetchMock.mockResolvedValue(pending())
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/flats/42')
    render(<WatchForm subject={{ property: 42, onSale: false }} />)
    expect(screen.getByText(WATCH_FORM_TEXTS.introRelease)).toBeInTheDocument()
    await user.type(emailBox(), 'Anna@Example.ru')
    await user.click(consentBox())
    await user.click(submit())
    expect(await screen.findByRole('status')).toHaveTextContent(WATCH_FORM_TEXTS.successTitle)
    const body = sentBody()
    expect(Object.fromEntries(body)).toEqual({ email: 'Anna@Example.ru', consent: 'true', property: '42', page_url: '/flats/42' })
  })

  it('on the list, watches the filter the address bar holds when it is sent', async () => {
    fetchMock.mockResolvedValue(pending())
    const user = userEvent.setup()
    window.history.replaceState(null, '', '/flats?rooms=2&price_max=12000000')
    render(<WatchForm subject={{ filter: true }} />)
    await user.type(emailBox(), 'anna@example.ru')
    await user.click(consentBox())
    await user.click(submit())
    await screen.findByRole('status')
    expect(sentBody().get('filter')).toBe('rooms=2&price_max=12000000')
    expect(sentBody().has('property')).toBe(false)
  })
})
