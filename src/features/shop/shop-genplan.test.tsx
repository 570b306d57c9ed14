import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'

vi.mock('next/navigation', () => ({ usePathname: () => '/flats', useSearchParams: () => new URLSearchParams(window.location.search) }))

import { GENPLAN_ENDPOINT, ShopGenplan } from './shop-genplan'

const outline = (x: number): [number, number][] => [
  [x, 0],
  [x + 100, 0],
  [x + 100, 200],
  [x, 200],
]

/** The API's answer for one building with one section (the map ignores what it does not draw). */
const answer = {
  count: 1,
  results: [
    {
      id: 3,
      number: 3,
      name: 'Корпус 3',
      address: 'Заречная наб., 12',
      completion_status: 'стройка',
      completion: { value: '2027-4', label: '4 кв. 2027' },
      ready_year: 2027,
      ready_quarter: 4,
      total_floors: 24,
      properties_info: [],
      count: 97,
      min_price: 8_400_000,
      geometry: outline(0),
      sections: [
        {
          id: 8,
          building: 3,
          building_id: 3,
          number: 2,
          title: 'Секция 2',
          completion_status: 'стройка',
          total_floors: 24,
          properties_info: [{ rooms: 0, count: 97, min_price: 8_400_000 }],
          count: 97,
          min_price: 8_400_000,
          geometry: outline(0),
        },
      ],
    },
  ],
}

describe('ShopGenplan', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, '', '/')
  })

  it('holds the place of the plan, loads it from the API when mounted and chooses a section into the URL', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }))
    vi.stubGlobal('fetch', fetchMock)
    window.history.replaceState(null, '', '/flats?rooms=2')
    const { container } = render(<ShopGenplan serverQuery="" />)
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()

    const section = await screen.findByRole('button', { name: /^Корпус\s3,\sсекция\s2\s—\s97\sквартир/ })
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(GENPLAN_ENDPOINT)
    await userEvent.click(section)
    await userEvent.click(await screen.findByRole('button', { name: 'выбрать' }))
    expect(window.location.search).toBe('?rooms=2&section=8')
  })
})
