import { act, render, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { PropertyFacets, PropertyList, PropertySpecs } from '@/features/properties'

import { DRAFT_COUNT_DEBOUNCE_MS } from './use-draft-count'

const http = vi.hoisted(() => ({ get: vi.fn() }))
const gridRenders = vi.hoisted(() => ({ count: 0 }))
vi.mock('@/features/shell', () => ({ browserHttp: http }))
vi.mock('next/navigation', () => ({ usePathname: () => '/flats', useSearchParams: () => new URLSearchParams() }))
// The cards are proven elsewhere; here they only need to be there.
vi.mock('./results-grid', () => ({
  ResultsGrid: ({ cards }: { cards: { id: number }[] }) => {
    gridRenders.count++
    return (
      <ul>
        {cards.map((card) => (
          <li key={card.id}>Квартира {card.id}</li>
        ))}
      </ul>
    )
  },
}))

const { ShopScreen } = await import('./shop-screen')
type ShopScreenProps = Parameters<typeof ShopScreen>[0]

const option = (value: string | number, label: string) => ({ value, label, disabled: false })
const choice = (name: string, label: string, options: ReturnType<typeof option>[]) => ({
  name,
  label,
  kind: 'choice' as const,
  multiple: true,
  options,
})
const range = (name: string, label: string) => ({ name, label, kind: 'range' as const, unit: '', min: 1, max: 1 })

const specs: PropertySpecs['specs'] = {
  type: choice('type', 'Тип', [option('flat', 'Квартира')]),
  status: choice('status', 'Статус', [option('available', 'В продаже')]),
  rooms: choice('rooms', 'Комнатность', [option(1, '1-комн.'), option(2, '2-комн.'), option(3, '3-комн.')]),
  layout_format: choice('layout_format', 'Планировка', [option('classic', 'классическая'), option('euro', 'евро')]),
  building: choice('building', 'Корпус', [option(1, 'Корпус 1')]),
  section: choice('section', 'Секция', []),
  finishing_kind: choice('finishing_kind', 'Отделка', []),
  orientation: choice('orientation', 'Окна', []),
  completion: choice('completion', 'Срок сдачи', []),
  features: choice('features', 'Особенности', []),
  discount: { name: 'discount', label: 'Со скидкой', kind: 'bool', disabled: true },
  price: range('price', 'Стоимость'),
  area: range('area', 'Площадь'),
  floor: range('floor', 'Этаж'),
  order: { ...choice('order', 'Сортировка', [option('price', 'Сначала дешевле'), option('-price', 'Сначала дороже')]), multiple: false },
}

const counted = (...values: [string | number, number][]) => values.map(([value, count]) => ({ value, label: String(value), count }))
function facetsOf(count: number, rooms: [number, number][], formats: [string, number][]): PropertyFacets {
  return {
    count,
    facets: {
      type: counted(['flat', count]),
      status: counted(['available', count]),
      rooms: counted(...rooms),
      layout_format: counted(...formats),
      building: [],
      section: [],
      finishing_kind: [],
      orientation: [],
      completion: [],
      features: [],
      discount: { count: 0 },
      price: null,
      area: null,
      floor: null,
    },
  }
}

const list: PropertyList = { count: 368, results: [], limit: 12, offset: 0, hasNext: false }

function renderScreen() {
  return render(screenElement())
}

function screenElement(extra: Partial<ShopScreenProps> = {}) {
  return (
    <ShopScreen
      type="flat"
      specs={specs}
      initialList={{ ...list, results: [{ id: 1 } as PropertyList['results'][number]] }}
      initialFacets={facetsOf(
        368,
        [
          [1, 200],
          [2, 120],
          [3, 48],
        ],
        [
          ['classic', 300],
          ['euro', 68],
        ],
      )}
      promos={[]}
      pageSize={12}
      serverQuery=""
      {...extra}
    />
  )
}

beforeEach(() => {
  window.history.replaceState(null, '', '/flats')
  http.get.mockReset()
})

describe('ShopScreen: the mobile filter counts as you choose', () => {
  it('«Применить» says how many flats the draft shows, live from the facets API, and applies the draft', async () => {
    const user = userEvent.setup()
    // rooms=3: 18 flats, all of them classic.
    http.get.mockImplementation(async (path: string, { query }: { query?: Record<string, unknown> } = {}) => {
      // The visitor's lists (hearts, pins, the strip): empty.
      if (path !== '/api/properties/facets/') return path.startsWith('/api/favorites') ? { count: 0, results: [] } : list
      expect(query).toMatchObject({ type: 'flat', rooms: [3] })
      return facetsOf(
        18,
        [
          [1, 200],
          [2, 120],
          [3, 18],
        ],
        [['classic', 18]],
      )
    })
    renderScreen()
    await user.click(screen.getByRole('button', { name: /^Фильтр/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Фильтр' })
    // Nothing changed yet: the figure on the page.
    expect(within(dialog).getByRole('button', { name: 'показать 368\u00a0квартир' })).toBeInTheDocument()
    const started = Date.now()
    // By keyboard: the chip takes Space like any button.
    within(dialog).getByRole('button', { name: '3-комн.' }).focus()
    await user.keyboard(' ')
    expect(within(dialog).getByRole('button', { name: '3-комн.' })).toHaveAttribute('aria-pressed', 'true')
    // Asked once the draft has been still for a moment, not at the tap.
    const facetCalls = () => http.get.mock.calls.filter(([path]) => path === '/api/properties/facets/')
    expect(facetCalls()).toHaveLength(0)
    const apply = await within(dialog).findByRole('button', { name: 'показать 18\u00a0квартир' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(DRAFT_COUNT_DEBOUNCE_MS - 20)
    expect(facetCalls()).toHaveLength(1)
    expect(apply).not.toHaveAttribute('aria-busy')
    expect(within(dialog).getByText(/^Подходит: 18\sквартир$/)).toBeInTheDocument()
    // The draft's facets drive the chips: only classic layouts are left among the 3-room flats.
    expect(within(dialog).getByRole('button', { name: 'евро' })).toBeDisabled()
    apply.focus()
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(window.location.search).toBe('?rooms=3')
  })
})

describe('ShopScreen: hydration on a phone', () => {
  it('renders the cards once: the viewport and the visitor strip, known only in the browser, re-render their own parts', async () => {
    // What the browser learns right after hydration re-renders a component synchronously, in one task: in the
    // screen itself that was every card again, the longest task of /flats on a phone.
    http.get.mockImplementation(async (path: string) => (path.startsWith('/api/favorites') ? { count: 0, results: [] } : list))
    // jsdom has no matchMedia: a phone's, where every max-width query matches.
    window.matchMedia = (query: string) =>
      ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList
    try {
      const element = screenElement({ genplan: <p>План</p> })
      const container = document.createElement('div')
      container.innerHTML = renderToString(element)
      document.body.append(container)
      // The server's HTML has the plan open; a phone folds it after hydration.
      expect(container.querySelector('#shop-genplan-body')?.hasAttribute('hidden')).toBe(false)
      gridRenders.count = 0
      await act(async () => void hydrateRoot(container, element))
      expect(container.querySelector('#shop-genplan-body')?.hasAttribute('hidden')).toBe(true)
      expect(gridRenders.count).toBe(1)
      container.remove()
    } finally {
      // @ts-expect-error -- back to jsdom's window, which has none
      delete window.matchMedia
    }
  })
})
