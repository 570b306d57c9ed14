import { describe, expect, it } from 'vitest'

import { propertyFilterSchema, type PropertySpecs } from '@/features/properties'
import { searchParamsToObject } from '@/server/api'

import {
  activeFilterCount,
  apiQuery,
  canonicalChessQuery,
  EMPTY_FILTER,
  filterSearch,
  hasActiveFilters,
  parseShopFilter,
  sanitizeFilter,
  serializeShopFilter,
  LIST_KEYS,
  RANGE_KEYS,
  type ShopFilter,
} from './filter-state'

const choice = (values: (string | number)[]) => ({
  name: 'x',
  label: 'x',
  kind: 'choice' as const,
  multiple: true,
  options: values.map((value) => ({ value, label: String(value), disabled: false })),
})
const range = { name: 'r', label: 'r', kind: 'range' as const, unit: '', min: 0, max: 1 }
const specs = {
  type: choice(['flat']),
  status: choice(['available']),
  rooms: choice([0, 1, 2, 3]),
  layout_format: choice(['classic', 'euro']),
  building: choice([1, 2]),
  section: choice([1, 2, 3]),
  finishing_kind: choice(['none', 'white_box']),
  orientation: choice(['n']),
  completion: choice(['completed', '2027-4']),
  features: choice(['terrace']),
  discount: { name: 'discount', label: 'Со скидкой', kind: 'bool' as const, disabled: false },
  price: range,
  area: range,
  floor: range,
  order: choice(['price', '-price', 'area']),
} satisfies PropertySpecs['specs']

describe('parseShopFilter / serializeShopFilter', () => {
  it('round-trips a full filter through the URL', () => {
    const filter: ShopFilter = {
      ...EMPTY_FILTER,
      rooms: [1, 2],
      layout_format: ['classic'],
      building: [2],
      section: [3],
      finishing_kind: ['white_box'],
      orientation: ['n', 'se'],
      completion: ['2027-4'],
      features: ['terrace'],
      price_min: 8_000_000,
      price_max: 12_500_000,
      area_min: 40.5,
      floor_max: 12,
      discount: true,
      viewed: true,
      order: '-price',
      page: 3,
    }
    const query = serializeShopFilter(filter)
    expect(query.toString()).toBe(
      'rooms=1%2C2&layout_format=classic&building=2&section=3&finishing_kind=white_box&orientation=n%2Cse&completion=2027-4&features=terrace' +
        '&price_min=8000000&price_max=12500000&area_min=40.5&floor_max=12&discount=true&viewed=true&order=-price&page=3',
    )
    expect(parseShopFilter(query)).toEqual(filter)
  })

  it('leaves defaults out of the URL', () => {
    expect(filterSearch(EMPTY_FILTER)).toBe('')
    expect(filterSearch({ ...EMPTY_FILTER, page: 1, discount: false })).toBe('')
  })

  it('reads repeated keys and comma lists alike, from URLSearchParams or Next searchParams', () => {
    expect(parseShopFilter(new URLSearchParams('rooms=1&rooms=2,3')).rooms).toEqual([1, 2, 3])
    expect(parseShopFilter({ rooms: ['1', '2'], section: '4' })).toMatchObject({ rooms: [1, 2], section: [4] })
  })

  it('drops malformed values instead of failing', () => {
    const filter = parseShopFilter(
      new URLSearchParams(
        'rooms=abc,1,1.5,-2,99&building=0,x&price_min=дорого&area_max=-5&floor_min=1e9&page=0&order=DROP TABLE&features=<b>&discount=maybe',
      ),
    )
    expect(filter).toEqual({ ...EMPTY_FILTER, rooms: [1] })
  })

  it('drops the upper bound of an inverted range and a page that is not a whole number', () => {
    const filter = parseShopFilter(new URLSearchParams('price_min=9000000&price_max=5000000&page=2.5'))
    expect(filter.price_min).toBe(9_000_000)
    expect(filter.price_max).toBeUndefined()
    expect(filter.page).toBe(1)
  })

  it('accepts a decimal comma (areas typed the Russian way)', () => {
    expect(parseShopFilter(new URLSearchParams('area_min=54,3')).area_min).toBe(54.3)
  })
})

describe('sanitizeFilter', () => {
  it('drops options and orders the catalogue does not know for the type', () => {
    const filter = parseShopFilter(new URLSearchParams('rooms=1,7&building=9&finishing_kind=gold,none&orientation=n,up&order=-floor'))
    expect(sanitizeFilter(filter, specs)).toMatchObject({
      rooms: [1],
      building: [],
      finishing_kind: ['none'],
      orientation: ['n'],
      order: undefined,
    })
  })
})

describe('filter helpers', () => {
  it('counts active filter groups, not order or page', () => {
    const filter: ShopFilter = { ...EMPTY_FILTER, rooms: [1, 2], price_min: 1, price_max: 2, order: 'price', page: 4 }
    expect(activeFilterCount(filter)).toBe(2)
    expect(hasActiveFilters({ ...EMPTY_FILTER, order: 'price', page: 2 })).toBe(false)
  })

  it('builds the API query with the type, the page offset and the order', () => {
    const query = apiQuery({ ...EMPTY_FILTER, rooms: [2], page: 3, order: 'area', discount: true }, 'flat', 12)
    expect(query).toMatchObject({ type: 'flat', rooms: [2], order: 'area', limit: 12, offset: 24, discount: true })
    const facets = apiQuery({ ...EMPTY_FILTER, rooms: [2], page: 3 }, 'flat', 12, { withPage: false })
    expect(facets).not.toHaveProperty('offset')
    expect(facets).not.toHaveProperty('limit')
  })
})

describe('canonicalChessQuery', () => {
  it('keeps one building and one section with the filters, drops order, page, viewed and unknown keys', () => {
    const params = new URLSearchParams(
      'utm_source=x&page=3&order=price&viewed=true&section=7,8&rooms=2,1&building=4&building=5&price_max=9000000',
    )
    expect(canonicalChessQuery(params)).toBe('rooms=2%2C1&building=4&section=7&price_max=9000000')
    // Any spelling of the same query is one cached page.
    expect(canonicalChessQuery(new URLSearchParams('price_max=9000000&section=7&building=4&rooms=2&rooms=1'))).toBe(
      'rooms=2%2C1&building=4&section=7&price_max=9000000',
    )
    expect(canonicalChessQuery(new URLSearchParams('building=abc&x=1'))).toBe('')
  })
})

describe('parseShopFilter and the API read a filter alike (one set of rules: properties/filter-dimensions.ts)', () => {
  const api = (query: string) => propertyFilterSchema.safeParse(searchParamsToObject(new URLSearchParams(query)))
  const listSamples: Record<(typeof LIST_KEYS)[number], string[]> = {
    rooms: ['0', '1', '20', '21', '-1', '1.5', 'abc', '1e1'],
    layout_format: ['classic', 'euro', 'Euro', 'studio'],
    building: ['1', '2147483647', '2147483648', '0', '-3', 'x'],
    section: ['1', '7', '0', '2.5'],
    finishing_kind: ['none', 'white_box', 'finish', 'furnished', 'gold', 'WHITE_BOX'],
    orientation: ['n', 'se', 'nw', 'up', 'N'],
    completion: ['completed', '2027-4', '2027-5', '27-4', 'soon'],
    features: ['terrace', '<b>', 'terrace2'],
  }
  const rangeSamples = ['0', '-0.5', '-10', '-11', '12.5', '200', '201', '1000000000000', '1000000000001', 'abc', '1e3']

  it('a list value the API takes, the page keeps; one it refuses, the page drops', () => {
    for (const key of LIST_KEYS) {
      for (const text of listSamples[key]) {
        const answer = api(`${key}=${text}`)
        const kept = parseShopFilter(new URLSearchParams(`${key}=${text}`))[key]
        expect(kept, `${key}=${text}`).toEqual(answer.success ? answer.data[key] : [])
      }
    }
  })

  it('a range bound the API takes, the page keeps; one it refuses, the page drops', () => {
    for (const key of RANGE_KEYS) {
      for (const text of rangeSamples) {
        for (const end of ['min', 'max'] as const) {
          const name = `${key}_${end}` as const
          // The page reads a number as a person types it (lib/decimal): exponents are not read, though the API takes them.
          const answer = text === '1e3' ? { success: false as const } : api(`${name}=${text}`)
          expect(parseShopFilter(new URLSearchParams(`${name}=${text}`))[name], `${name}=${text}`).toBe(
            answer.success ? answer.data[name] : undefined,
          )
        }
      }
    }
  })

  it('the page is the lenient one: it drops a bad value or an inverted bound where the API refuses the query', () => {
    expect(api('rooms=1,99').success).toBe(false)
    expect(parseShopFilter(new URLSearchParams('rooms=1,99')).rooms).toEqual([1])
    expect(api('price_min=9&price_max=5').success).toBe(false)
    expect(parseShopFilter(new URLSearchParams('price_min=9&price_max=5'))).toMatchObject({ price_min: 9, price_max: undefined })
    // A decimal comma, which only a person types: the page reads it, and sends the API the canonical form.
    expect(api('area_min=54,3').success).toBe(false)
    expect(serializeShopFilter(parseShopFilter(new URLSearchParams('area_min=54,3'))).toString()).toBe('area_min=54.3')
    expect(api('area_min=54.3').success).toBe(true)
  })

  it('what the page sends, the API takes as the same filter', () => {
    const filter = parseShopFilter(
      new URLSearchParams(
        'rooms=2,1&layout_format=euro&building=4&section=7&finishing_kind=finish&orientation=se&completion=2027-4' +
          '&features=terrace&price_min=5000000&price_max=9000000,5&area_min=40,5&floor_min=-1&discount=yes',
      ),
    )
    const answer = api(new URLSearchParams(apiQuery(filter, 'flat', 12, { withPage: false }) as Record<string, string>).toString())
    expect(answer.success).toBe(true)
    expect(answer.data).toMatchObject({
      type: ['flat'],
      rooms: [2, 1],
      floor_min: -1,
      area_min: 40.5,
      price_max: 9_000_000.5,
      discount: true,
    })
  })
})
