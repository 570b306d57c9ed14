import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

const shell = vi.hoisted(() => ({ requestConsultation: vi.fn(), get: vi.fn() }))
vi.mock('@/features/shell', async (load) => ({
  ...(await load<typeof import('@/features/shell')>()),
  requestConsultation: shell.requestConsultation,
  browserHttp: { get: shell.get },
}))

import { MortgagePageView } from './mortgage-page-view'
import type { MortgagePageData } from './page-data'

const data: MortgagePageData = {
  page: {
    title: 'Ипотека и способы покупки',
    description: 'Рассчитайте платёж в калькуляторе.',
    faqs: [
      { question: 'Какой первоначальный взнос нужен?', answer: 'От 20 % стоимости квартиры.' },
      { question: 'Можно ли использовать материнский капитал?', answer: 'Да.' },
    ],
  },
  initial: {
    specs: {
      price: { min: 6_200_000, max: 50_600_000 },
      initial_payment: { min: 20, max: 90 },
      term: { min: 1, max: 30 },
      order: [{ value: 'payment', label: 'Сначала с меньшим платежом' }],
      category: [],
    },
    page: {
      count: 0,
      results: [],
      limit: 5,
      offset: 0,
      hasNext: false,
      calculation: { price: 13_200_000, initial_payment: 20, term: 30, loan: 10_560_000 },
    },
  },
}

describe('MortgagePageView', () => {
  it("has the hidden h1 'Ипотека', the CMS intro and the FAQ accordion", async () => {
    const user = userEvent.setup()
    render(<MortgagePageView {...data} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Ипотека' })).toHaveClass('visually-hidden')
    expect(screen.getByRole('heading', { level: 2, name: 'Ипотека и способы покупки' })).toBeInTheDocument()
    expect(screen.getByText('Рассчитайте платёж в калькуляторе.')).toBeInTheDocument()

    const answer = screen.getByText('От 20 % стоимости квартиры.')
    expect(answer).not.toBeVisible()
    await user.click(screen.getByText('Какой первоначальный взнос нужен?'))
    expect(answer).toBeVisible()
  })

  it("asks for the consultation modal with source 'mortgage'", async () => {
    const user = userEvent.setup()
    render(<MortgagePageView {...data} />)
    const buttons = screen.getAllByRole('button', { name: 'получить консультацию' })
    await user.click(buttons[0]!)
    expect(shell.requestConsultation).toHaveBeenCalledWith({ source: 'mortgage' })
  })
})
