import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const mocks = vi.hoisted(() => ({
  recordViewed: vi.fn(() => Promise.resolve()),
  trackFlatView: vi.fn(() => []),
  requestConsultation: vi.fn(() => true),
  compare: vi.fn(),
  compareNotice: vi.fn((): string | null => null),
}))

vi.mock('@/features/favorites/use-visitor-lists', () => ({
  recordViewed: mocks.recordViewed,
  useFavorite: () => ({ active: false, pending: false, toggle: vi.fn() }),
  usePinned: () => ({ active: true, pending: false, toggle: vi.fn() }),
  useCompared: () => ({ active: false, pending: false, toggle: mocks.compare }),
  useCompareNotice: (id: number) => (id === 123 ? mocks.compareNotice() : null),
  dismissCompareNotice: vi.fn(),
}))
vi.mock('@/features/analytics', () => ({ trackFlatView: mocks.trackFlatView }))
vi.mock('@/features/shell', () => ({
  CALLBACK_LABEL: 'заказать звонок',
  requestConsultation: mocks.requestConsultation,
  browserHttp: { get: vi.fn() },
}))
vi.mock('@/features/mortgage/client', () => ({
  MortgageCalculator: ({ initialPrice, variant, property }: { initialPrice?: number; variant?: string; property?: number }) => (
    <p>
      Калькулятор {variant}: {initialPrice} #{property}
    </p>
  ),
}))

import { ConsultAction } from './consult-action'
import { flatDetail, INSTALMENT } from './flat-fixture'
import { FlatSidebar } from './flat-sidebar'
import { FlatViewTracker } from './flat-view-tracker'
import { MortgageEstimate } from './mortgage-modal'

beforeEach(() => vi.clearAllMocks())

describe('FlatViewTracker (SPEC §9 flat-view goals)', () => {
  it('records the view and counts the goals once per opened flat, with its rooms', async () => {
    const { rerender } = render(<FlatViewTracker id={123} rooms={2} />)
    rerender(<FlatViewTracker id={123} rooms={2} />)
    expect(mocks.recordViewed).toHaveBeenCalledTimes(1)
    expect(mocks.recordViewed).toHaveBeenCalledWith(123)
    await vi.waitFor(() => expect(mocks.trackFlatView).toHaveBeenCalledTimes(1))
    expect(mocks.trackFlatView).toHaveBeenCalledWith({ id: 123, rooms: 2 })
    rerender(<FlatViewTracker id={124} rooms={1} />)
    await vi.waitFor(() => expect(mocks.trackFlatView).toHaveBeenLastCalledWith({ id: 124, rooms: 1 }))
  })
})

describe('MortgageEstimate (SPEC §4: the mortgage modal opens and closes)', () => {
  it("opens the calculator modal with the flat's exact price and the flat, and states the payment's conditions", async () => {
    const user = userEvent.setup()
    render(
      <MortgageEstimate
        property={123}
        price={12_450_000}
        monthly="от 48 300 ₽/мес."
        terms="Семейная ипотека, Северный капитал Банк: 6 % годовых, первый взнос 20 %, срок 30 лет; семьям с ребёнком до 6 лет."
        subject="2-комнатная квартира 54,3 м²"
      />,
    )
    expect(screen.getByText('от 48 300 ₽/мес.')).toBeInTheDocument()
    expect(screen.getByText(/^Семейная ипотека, Северный капитал Банк: 6 % годовых/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'рассчитать ипотеку' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ипотечный калькулятор' })
    expect(await screen.findByText('Калькулятор modal: 12450000 #123')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Кнопка закрыть' }))
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  })
})

describe('ConsultAction', () => {
  it('asks the shell for the consultation modal about this flat', async () => {
    const user = userEvent.setup()
    render(<ConsultAction phoneHref="tel:+78125553535" about={{ property: 123, summary: 'Квартира № 123' }} />)
    await user.click(screen.getByRole('button', { name: 'консультация' }))
    expect(mocks.requestConsultation).toHaveBeenCalledWith({ source: 'flat-card', about: { property: 123, summary: 'Квартира № 123' } })
    expect(screen.getByRole('link', { name: 'позвонить' })).toHaveAttribute('href', 'tel:+78125553535')
  })

  it('offers «заказать звонок» on the phone beside «позвонить»: both carry the mobile-only class', async () => {
    const user = userEvent.setup()
    render(<ConsultAction phoneHref="tel:+78125553535" about={{ property: 123, summary: 'Квартира № 123' }} />)
    const callback = screen.getByRole('button', { name: 'заказать звонок' })
    const dial = screen.getByRole('link', { name: 'позвонить' })
    expect(callback.className).toBe(dial.className)
    await user.click(callback)
    expect(mocks.requestConsultation).toHaveBeenLastCalledWith({ source: 'flat-card', about: { property: 123, summary: 'Квартира № 123' } })
  })
})

describe('FlatSidebar', () => {
  const props = {
    bookingUrl: 'https://forms.example.ru/book?project=zarya',
    phoneHref: null,
    printHref: '/flats/123/print',
    history: { start: null, changes: [] },
    fullPaymentPromo: null,
    now: Date.parse('2026-11-28T12:00:00Z'),
  }

  it('shows the title, prices, discount, monthly payment and key facts', () => {
    render(<FlatSidebar detail={flatDetail()} {...props} />)
    expect(screen.getByRole('heading', { level: 1, name: '2-комнатная квартира 54,3\u00a0м²' })).toBeInTheDocument()
    expect(screen.getByTestId('flat-price').textContent).toBe('12\u00a0450\u00a0000\u00a0₽')
    expect(screen.getByText('Старая цена', { exact: false }).closest('s')?.textContent).toBe('Старая цена 13\u00a0100\u00a0000\u00a0₽')
    expect(screen.getByText(/−5/)).toBeInTheDocument()
    expect(screen.getByText('в ипотеку').parentElement?.textContent).toContain('от\u00a048\u00a0300\u00a0₽/мес.')
    expect(screen.getByText('7 из 16')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'версия для печати' })).toHaveAttribute('href', '/flats/123/print')
  })

  it('shows the ways to pay beside the price and the latest price change', () => {
    const history = {
      start: { at: '2026-03-02T09:00:00.000Z', price: 12_800_000 },
      changes: [{ at: '2026-11-12T09:00:00.000Z', price_before: 12_800_000, price: 12_450_000 }],
    }
    render(
      <FlatSidebar
        detail={flatDetail({ instalment: INSTALMENT })}
        {...props}
        history={history}
        fullPaymentPromo={{ title: 'Скидка при полной оплате', discount_percent: 7 }}
      />,
    )
    expect(screen.getByTestId('flat-price-change').textContent).toBe('Цена снижена на 3\u00a0% 12\u00a0ноября')
    const ways = screen.getByRole('region', { name: 'Способы оплаты' })
    expect(within(ways).getByTestId('flat-pay-full').textContent).toBe('11\u00a0578\u00a0500\u00a0₽')
    expect(within(ways).getByTestId('flat-monthly').textContent).toBe('от\u00a048\u00a0300\u00a0₽/мес.')
    expect(within(ways).getByTestId('flat-pay-instalment').textContent).toBe('168\u00a0802\u00a0₽/мес.')
    expect(within(ways).getByRole('button', { name: 'оценить мою квартиру' })).toBeInTheDocument()
  })

  it("links 'забронировать' to the booking form with ID = ref_id and says the booking is free for 3 days", () => {
    render(<FlatSidebar detail={flatDetail()} {...props} />)
    const href = new URL(screen.getByRole('link', { name: 'забронировать' }).getAttribute('href')!)
    expect(href.origin + href.pathname).toBe('https://forms.example.ru/book')
    expect(href.searchParams.get('ID')).toBe('NZ-3-2-123')
    expect(href.searchParams.get('project')).toBe('zarya')
    expect(screen.getByText(/на 3 дня по фиксированной цене/)).toBeInTheDocument()
  })

  it('offers no booking for a sold flat, only its status and the consultation', () => {
    render(<FlatSidebar detail={flatDetail({ status: { value: 'sold', label: 'Продана' } })} {...props} />)
    expect(screen.queryByRole('link', { name: 'забронировать' })).not.toBeInTheDocument()
    expect(screen.getByText('Продана')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'консультация' })).toBeInTheDocument()
  })

  it('shows the favorite, pin and compare toggles with their state', () => {
    render(<FlatSidebar detail={flatDetail()} {...props} />)
    expect(screen.getByRole('button', { name: 'в избранное' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: 'закрепить' })).toHaveAttribute('aria-pressed', 'true')
    const compare = screen.getByRole('button', { name: 'сравнить' })
    expect(compare).toHaveAttribute('aria-pressed', 'false')
    fireEvent.click(compare)
    expect(mocks.compare).toHaveBeenCalled()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('says below the toggles why the comparison refused this flat', () => {
    mocks.compareNotice.mockReturnValue('Сравнивать можно помещения одного типа: в сравнении сейчас машино-места.')
    render(<FlatSidebar detail={flatDetail()} {...props} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Сравнивать можно помещения одного типа')
    mocks.compareNotice.mockReturnValue(null)
  })
})
