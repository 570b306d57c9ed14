import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

const shell = vi.hoisted(() => ({ get: vi.fn(), requestConsultation: vi.fn() }))
vi.mock('@/features/shell', () => ({ browserHttp: { get: shell.get }, requestConsultation: shell.requestConsultation }))

import type { DefaultCalculation, MortgageFacets, MortgageSpecs, Offer, OffersPage } from './mortgage.schema'
import { MortgageCalculator } from './mortgage-calculator'
import type { MortgageInitial } from './use-mortgage-calculator'

const offer = (id: number, overrides: Partial<Offer> = {}): Offer => ({
  id,
  name: `Программа ${id}`,
  description: `<p>Условия программы ${id}</p>`,
  category: 'market',
  is_favorite: false,
  is_subsidized: false,
  borrowers: null,
  conditions: null,
  rate: 10 + id / 10,
  term_max: 30,
  payment: 100_000 + id,
  price_max: 30_000_000,
  initial_payment: 20,
  bank: { name: `Банк ${id}`, icon_content: '<svg viewBox="0 0 48 48"><rect width="48" height="48"></rect></svg>' },
  ...overrides,
})

const calculation = { price: 13_200_000, initial_payment: 20, term: 30, loan: 10_560_000 }

const page = (ids: number[], { count = ids.length, offset = 0, hasNext = false } = {}): OffersPage => ({
  count,
  results: ids.map((id) => offer(id)),
  limit: 5,
  offset,
  hasNext,
  calculation,
})

const specs: MortgageSpecs = {
  price: { min: 6_200_000, max: 50_600_000 },
  initial_payment: { min: 20, max: 90 },
  term: { min: 1, max: 30 },
  order: [
    { value: 'payment', label: 'Сначала с меньшим платежом' },
    { value: 'rate', label: 'Сначала с меньшей ставкой' },
  ],
  category: [
    { value: 'market', label: 'Рыночная' },
    { value: 'family', label: 'Семейная' },
  ],
}

const facets: MortgageFacets = {
  count: 12,
  banks: [{ value: 'Банк 1', label: 'Банк 1', count: 12 }],
  category: [
    { value: 'market', label: 'Рыночная', count: 8 },
    { value: 'family', label: 'Семейная', count: 4 },
  ],
  price: null,
  initial_payment: null,
  term: null,
}

const defaultCalculation = (payment: number | null = 100_001): DefaultCalculation => ({ ...calculation, payment, offer: null, count: 12 })

const initial = (first: OffersPage): MortgageInitial => ({ specs, page: first, facets, best: defaultCalculation().payment })

type Query = Record<string, unknown>

/** Answers the calculator's GETs; `offers` decides the list for each query. */
function serve(offers: (query: Query) => OffersPage) {
  shell.get.mockImplementation(async (path: string, options: { query?: Query } = {}) => {
    const query = options.query ?? {}
    if (path === '/api/mortgage/') return offers(query)
    if (path === '/api/mortgage/facets/') return facets
    if (path === '/api/mortgage/default_calculation/') return defaultCalculation()
    if (path === '/api/mortgage/specs/') return specs
    throw new Error(`unexpected ${path}`)
  })
}

const offerCalls = () => shell.get.mock.calls.filter(([path]) => path === '/api/mortgage/').map(([, options]) => options.query as Query)

beforeEach(() => {
  shell.get.mockReset()
  shell.requestConsultation.mockReset()
})

describe('MortgageCalculator', () => {
  it('renders the server answer without calling the API', () => {
    serve(() => page([]))
    render(<MortgageCalculator initial={initial(page([1, 2, 3, 4, 5], { count: 12, hasNext: true }))} />)
    expect(screen.getByRole('heading', { level: 3, name: /^12\sпредложений$/ })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(5)
    expect(screen.getByTestId('mortgage-best-payment')).toHaveTextContent('от 100 001 ₽')
    expect(shell.get).not.toHaveBeenCalled()
  })

  it('shows the empty state and resets the filters to the defaults', async () => {
    serve((query) => (query.term === 30 ? page([1, 2]) : page([])))
    const user = userEvent.setup()
    render(<MortgageCalculator initial={initial(page([1, 2]))} />)

    const term = screen.getByRole('textbox', { name: 'Срок кредита' })
    await user.clear(term)
    await user.type(term, '7')
    await user.tab()

    expect(await screen.findByText('к сожалению, предложений нет')).toBeInTheDocument()
    expect(screen.getByText('попробуйте изменить параметры')).toBeInTheDocument()
    expect(offerCalls().at(-1)).toMatchObject({ term: 7, offset: 0, limit: 5 })

    await user.click(screen.getByRole('button', { name: 'сбросить фильтры' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    expect(screen.getByRole('textbox', { name: 'Срок кредита' })).toHaveValue('30')
    expect(offerCalls().at(-1)).toMatchObject({ term: 30, initial_payment: 20, price: 13_200_000, order: 'payment' })
  })

  it("appends the next five offers with 'показать ещё'", async () => {
    serve((query) => (query.offset === 5 ? page([6, 7, 8, 9, 10], { count: 12, offset: 5, hasNext: true }) : page([])))
    const user = userEvent.setup()
    render(<MortgageCalculator initial={initial(page([1, 2, 3, 4, 5], { count: 12, hasNext: true }))} />)

    await user.click(screen.getByRole('button', { name: 'показать ещё' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10))
    expect(screen.getByRole('button', { name: /Программа 1\b/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Программа 10/ })).toBeInTheDocument()
    expect(offerCalls()).toEqual([expect.objectContaining({ offset: 5, limit: 5, order: 'payment' })])
    expect(screen.getByRole('status')).toHaveTextContent('Найдено 12 предложений, показано 10')
  })

  it('toggles an offer accordion', async () => {
    const user = userEvent.setup()
    render(<MortgageCalculator initial={initial(page([1, 2]))} />)
    const trigger = screen.getByRole('button', { name: /Программа 1/ })
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: /Программа 1/ })).not.toBeInTheDocument()

    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    const panel = screen.getByRole('region', { name: /Программа 1/ })
    expect(panel).toHaveTextContent('Условия программы 1')
    expect(panel).toHaveTextContent('до 30 000 000 ₽')

    await user.click(trigger)
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region', { name: /Программа 1/ })).not.toBeInTheDocument()
  })

  it('keeps the old list, dimmed and busy, while new values load', async () => {
    let answer: (value: OffersPage) => void = () => {}
    shell.get.mockImplementation((path: string) => {
      if (path === '/api/mortgage/') return new Promise<OffersPage>((resolve) => (answer = resolve))
      return Promise.resolve(path === '/api/mortgage/facets/' ? facets : defaultCalculation(90_000))
    })
    const { container } = render(<MortgageCalculator initial={initial(page([1, 2]))} />)
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /Семейная/ }))

    const results = container.querySelector('[aria-busy]')!
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'true'))
    expect(results).toHaveAttribute('data-reloading')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('status')).toHaveTextContent('Подбираем предложения…')
    expect(offerCalls().at(-1)).toMatchObject({ category: ['family'] })

    await act(async () => answer(page([7], { count: 1 })))
    await waitFor(() => expect(results).toHaveAttribute('aria-busy', 'false'))
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('Найдено 1 предложение')
  })

  it('debounces typing into one request and sends the order', async () => {
    serve(() => page([3]))
    const user = userEvent.setup()
    render(<MortgageCalculator initial={initial(page([1, 2]))} />)
    const price = screen.getByRole('textbox', { name: 'Стоимость квартиры' })
    await user.clear(price)
    await user.type(price, '9,87')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Сортировка' }), 'rate')
    await waitFor(() => expect(offerCalls()).toHaveLength(1))
    expect(offerCalls()[0]).toMatchObject({ price: 9_900_000, order: 'rate' })
  })

  it('reads a price of 1 000 or more as rubles, never multiplying it by a million', async () => {
    serve(() => page([3]))
    const user = userEvent.setup()
    const { container } = render(<MortgageCalculator initial={initial(page([1, 2]))} />)
    const price = screen.getByRole('textbox', { name: 'Стоимость квартиры' })
    await user.clear(price)
    await user.type(price, '10010000')
    // While typed, the unit after the number says what it was read as.
    expect(price.parentElement?.nextElementSibling).toHaveTextContent(/^₽$/)
    await waitFor(() => expect(offerCalls()).toHaveLength(1))
    expect(offerCalls()[0]).toMatchObject({ price: 10_010_000 })
    const loan = screen.getByText('Сумма кредита').nextElementSibling
    expect(loan?.textContent?.replace(/\s/g, '')).toBe('8008000₽')
    await user.tab()
    expect(price).toHaveValue('10,01')
    expect(price.parentElement?.nextElementSibling).toHaveTextContent('млн ₽')
    expect(screen.getByText('10 010 000 ₽')).toBeInTheDocument()
    // Nowhere a figure of a thousand millions or more.
    expect(container.textContent).not.toMatch(/\d[\d\s]{3,},?\d*\s*млн/)
  })

  it('refuses a price above 1 000 млн ₽ with a message and keeps the last one', async () => {
    serve(() => page([3]))
    const user = userEvent.setup()
    render(<MortgageCalculator initial={initial(page([1, 2]))} />)
    const price = screen.getByRole('textbox', { name: 'Стоимость квартиры' })
    await user.clear(price)
    await user.type(price, '1234567890')
    expect(screen.getByRole('alert')).toHaveTextContent('Стоимость квартиры — не больше 1 000 млн ₽')
    expect(price).toHaveAttribute('aria-invalid', 'true')
    expect(price.parentElement?.nextElementSibling).toHaveTextContent(/^₽$/)
    await new Promise((resolve) => setTimeout(resolve, 400))
    // No request ever carried more than the limit (the API would answer 400).
    expect(offerCalls().every((query) => Number(query.price) <= 1_000_000_000)).toBe(true)
    const loan = screen.getByText('Сумма кредита').nextElementSibling
    expect(Number(loan?.textContent?.replace(/\D/g, ''))).toBeLessThanOrEqual(800_000_000)
    await user.tab()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('keeps one decimal of a million when the price is typed in millions', async () => {
    serve(() => page([3]))
    const user = userEvent.setup()
    render(<MortgageCalculator initial={initial(page([1, 2]))} />)
    const price = screen.getByRole('textbox', { name: 'Стоимость квартиры' })
    await user.clear(price)
    await user.type(price, '10,01')
    await waitFor(() => expect(offerCalls()).toHaveLength(1))
    expect(offerCalls()[0]).toMatchObject({ price: 10_000_000 })
    await user.tab()
    expect(price).toHaveValue('10')
  })

  it('on the page, follows ?property= to the flat’s exact price and its programmes', async () => {
    serve(() => page([7]))
    shell.get.mockImplementation(async (path: string, options: { query?: Query } = {}) => {
      if (path === '/api/mortgage/default_calculation/') {
        return options.query?.property === 787
          ? { ...calculation, price: 11_950_000, loan: 9_560_000, payment: 48_012, offer: null, count: 3 }
          : defaultCalculation()
      }
      if (path === '/api/mortgage/') return page([7])
      if (path === '/api/mortgage/facets/') return facets
      throw new Error(`unexpected ${path}`)
    })
    window.history.replaceState(null, '', '/mortgage?property=787')
    try {
      render(<MortgageCalculator initial={initial(page([1, 2]))} />)
      await waitFor(() => expect(screen.getByTestId('mortgage-best-payment')).toHaveTextContent('от 48 012 ₽'))
      expect(screen.getByRole('textbox', { name: 'Стоимость квартиры' })).toHaveValue('11,95')
      expect(offerCalls().at(-1)).toMatchObject({ price: 11_950_000, property: 787 })
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('clamps the initial payment to the specs on blur and shows it in rubles', async () => {
    serve(() => page([1]))
    const user = userEvent.setup()
    render(<MortgageCalculator initial={initial(page([1]))} />)
    const payment = screen.getByRole('textbox', { name: 'Первоначальный взнос' })
    await user.clear(payment)
    await user.type(payment, '95')
    await user.tab()
    expect(payment).toHaveValue('90')
    expect(screen.getByText('11 880 000 ₽')).toBeInTheDocument()
  })

  it('links the sticky panel to the flats around the calculator price and asks for a consultation', async () => {
    serve(() => page([1]))
    const user = userEvent.setup()
    const { container } = render(<MortgageCalculator initial={initial(page([1]))} />)
    const panel = within(container.querySelector<HTMLElement>('[data-mortgage-sticky]')!)
    expect(panel.getByRole('link', { name: 'в магазин квартир' })).toHaveAttribute('href', '/flats?price_min=11800000&price_max=14600000')

    const price = screen.getByRole('textbox', { name: 'Стоимость квартиры' })
    await user.clear(price)
    await user.type(price, '10')
    expect(panel.getByRole('link', { name: 'в магазин квартир' })).toHaveAttribute('href', '/flats?price_min=9000000&price_max=11000000')

    await user.click(panel.getByRole('button', { name: 'получить консультацию' }))
    expect(shell.requestConsultation).toHaveBeenCalledWith({ source: 'mortgage' })
  })

  it('in the modal variant is compact and fetches its own start from the exact flat price and the flat', async () => {
    serve(() => page([4, 5]))
    const { container } = render(<MortgageCalculator variant="modal" initialPrice={12_690_000} property={207} />)
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2))
    expect(container.querySelector('[data-mortgage-sticky]')).toBeNull()
    expect(screen.queryByRole('link', { name: 'в магазин квартир' })).not.toBeInTheDocument()
    expect(offerCalls()[0]).toMatchObject({ price: 12_690_000, property: 207, offset: 0 })
    expect(screen.getByRole('textbox', { name: 'Стоимость квартиры' })).toHaveValue('12,69')
    // The loan is 80 % of the exact price: 10 152 000 ₽, not 10 160 000 ₽ of a rounded 12,7 млн.
    const loan = screen.getByText('Сумма кредита').nextElementSibling
    expect(loan?.textContent?.replace(/\s/g, '')).toBe('10152000₽')
  })

  it('gives an expanded offer the next step: a mortgage application with the programme and the flat', async () => {
    serve(() => page([4]))
    const user = userEvent.setup()
    const onLeave = vi.fn()
    render(<MortgageCalculator variant="modal" initialPrice={12_690_000} property={207} subject="Квартира № 207" onLeave={onLeave} />)
    const trigger = await screen.findByRole('button', { name: /Программа 4/ })
    await user.click(trigger)
    await user.click(screen.getByRole('button', { name: 'оставить заявку на ипотеку' }))
    expect(onLeave).toHaveBeenCalledTimes(1)
    expect(shell.requestConsultation).toHaveBeenLastCalledWith({
      source: 'flat-mortgage-offer',
      about: { type: 'mortgage', mortgage_program: 4, property: 207, summary: expect.stringContaining('Квартира № 207') },
    })
  })

  it('disables a programme no offer serves, with the facet counts on the others', () => {
    render(
      <MortgageCalculator
        initial={{ ...initial(page([1])), facets: { ...facets, category: [{ value: 'market', label: 'Рыночная', count: 8 }] } }}
      />,
    )
    expect(screen.getByRole('checkbox', { name: /Рыночная/ })).toBeEnabled()
    expect(screen.getByRole('checkbox', { name: /Рыночная/ }).closest('label')).toHaveTextContent('8')
    expect(screen.getByRole('checkbox', { name: /Семейная/ })).toBeDisabled()
  })

  it('moves to the values an instalment needs when it is chosen, instead of greying it out', async () => {
    serve(() => page([9]))
    const user = userEvent.setup()
    const withInstalment: MortgageInitial = {
      ...initial(page([1])),
      specs: { ...specs, category: [...specs.category, { value: 'installment', label: 'Рассрочка' }] },
      facets: {
        ...facets,
        category: [...facets.category, { value: 'installment', label: 'Рассрочка', count: 2, initial_payment: 30, term: 2 }],
      },
    }
    render(<MortgageCalculator initial={withInstalment} />)
    const chip = screen.getByRole('checkbox', { name: /Рассрочка/ })
    expect(chip).toBeEnabled()
    expect(chip).toHaveAccessibleName(/взнос от 30\s%, срок до 2\sгода/)
    await user.click(chip)
    await waitFor(() => expect(offerCalls()).toHaveLength(1))
    expect(offerCalls()[0]).toMatchObject({ category: ['installment'], initial_payment: 30, term: 2 })
    expect(screen.getByRole('textbox', { name: 'Первоначальный взнос' })).toHaveValue('30')
    expect(screen.getByRole('textbox', { name: 'Срок кредита' })).toHaveValue('2')
    // The first payment in rubles beside the percent: 30 % of 13 200 000 ₽.
    expect(screen.getByText('3 960 000 ₽')).toBeInTheDocument()
  })

  it('keeps the list when a call fails (no message, SPEC §8)', async () => {
    shell.get.mockRejectedValue(new Error('down'))
    const { container } = render(<MortgageCalculator initial={initial(page([1, 2]))} />)
    fireEvent.change(screen.getByRole('slider', { name: 'Срок кредита' }), { target: { value: '12' } })
    await waitFor(() => expect(shell.get).toHaveBeenCalled())
    await waitFor(() => expect(container.querySelector('[aria-busy]')).toHaveAttribute('aria-busy', 'false'))
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('textbox', { name: 'Срок кредита' })).toHaveValue('12')
  })
})
