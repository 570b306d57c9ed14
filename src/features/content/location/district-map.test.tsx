import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { DistrictMap } from './district-map'
import { groupMarkers, type MapData } from './map-model'
import { resetYandexMapsLoader } from './yandex-maps'

const MAP: MapData = {
  center_lat: 59.9012,
  center_lng: 30.4468,
  zoom: 14,
  points: [
    { title: 'Метро «Заречная»', category: 'Метро', lat: 59.9071, lng: 30.4521, minutes: 7 },
    { title: 'Школа квартала', category: 'Школы', lat: 59.9003, lng: 30.4432, minutes: 5 },
    { title: 'Метро «Рассветная»', category: 'Метро', lat: 59.8934, lng: 30.4589, minutes: 14 },
    { title: 'Прибрежный парк', category: 'Парки', lat: 59.8979, lng: 30.4512, minutes: null },
  ],
}

let intersect: (() => void) | null = null

beforeEach(() => {
  intersect = null
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
        intersect = () => this.callback([{ isIntersecting: true }])
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetYandexMapsLoader()
  document.head.querySelectorAll('script[src*="api-maps.yandex.ru"]').forEach((s) => s.remove())
})

const mapRegion = () => screen.getByRole('region', { name: 'Карта района' })
const marker = (name: RegExp) => within(mapRegion()).getByRole('button', { name })

describe('groupMarkers', () => {
  it('numbers the points category by category, each category with one colour', () => {
    const groups = groupMarkers(MAP.points!)
    expect(groups.map((g) => g.category)).toEqual(['Метро', 'Школы', 'Парки'])
    expect(groups[0]!.markers.map((m) => [m.number, m.title])).toEqual([
      [1, 'Метро «Заречная»'],
      [2, 'Метро «Рассветная»'],
    ])
    expect(new Set(groups[0]!.markers.map((m) => m.color)).size).toBe(1)
    expect(groups[1]!.color).not.toBe(groups[0]!.color)
  })
})

describe('DistrictMap without a Yandex key (the offline schematic)', () => {
  it('draws one named marker per CMS point, with category and travel time', () => {
    render(<DistrictMap map={MAP} projectName="ЖК «Новая Заря»" yandexMapsKey={null} />)
    const markers = within(mapRegion()).getAllByRole('button')
    expect(markers).toHaveLength(MAP.points!.length)
    expect(marker(/^1\. Метро «Заречная», Метро, 7 мин$/)).toBeInTheDocument()
    expect(marker(/^3\. Школа квартала, Школы, 5 мин$/)).toBeInTheDocument()
    // No travel time in the CMS: none is invented.
    expect(marker(/^4\. Прибрежный парк, Парки$/)).toBeInTheDocument()
    expect(screen.getByText('ЖК «Новая Заря»')).toBeInTheDocument()
    expect(mapRegion().querySelector('[data-map="schematic"]')).not.toBeNull()
    expect(mapRegion().querySelector('[data-map="yandex"]')).toBeNull()
  })

  it('lists every point as a card grouped by category', () => {
    render(<DistrictMap map={MAP} projectName={null} yandexMapsKey={null} />)
    const metro = screen.getByRole('list', { name: 'Метро' })
    expect(
      within(metro)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1Метро «Заречная»7 мин', '2Метро «Рассветная»14 мин'])
  })

  it('highlights the marker of a focused card, and the card of a hovered marker', async () => {
    render(<DistrictMap map={MAP} projectName={null} yandexMapsKey={null} />)
    const schoolCard = within(screen.getByRole('list', { name: 'Школы' })).getByRole('button')
    const schoolMarker = marker(/^3\. Школа квартала/)
    expect(schoolMarker).not.toHaveAttribute('data-active')

    act(() => schoolCard.focus())
    expect(schoolMarker).toHaveAttribute('data-active')
    expect(schoolCard).toHaveAttribute('aria-current', 'true')

    const parkMarker = marker(/^4\. Прибрежный парк/)
    await userEvent.hover(parkMarker)
    expect(parkMarker).toHaveAttribute('data-active')
    expect(schoolMarker).not.toHaveAttribute('data-active')
    expect(within(screen.getByRole('list', { name: 'Парки' })).getByRole('button')).toHaveAttribute('data-active')
  })
})

describe('DistrictMap with a Yandex key', () => {
  it('offers the interactive map but loads its script only once the map scrolls into view', () => {
    render(<DistrictMap map={MAP} projectName={null} yandexMapsKey="test-key-123" />)
    expect(mapRegion().querySelector('[data-map="yandex"]')).not.toBeNull()
    // The schematic stands in until the interactive map is ready.
    expect(within(mapRegion()).getAllByRole('button')).toHaveLength(MAP.points!.length)
    expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).toBeNull()

    act(() => intersect!())
    const script = document.querySelector<HTMLScriptElement>('script[src*="api-maps.yandex.ru"]')
    expect(script?.src).toBe('https://api-maps.yandex.ru/2.1/?apikey=test-key-123&lang=ru_RU')
  })

  it('loads the script as soon as the visitor reaches for the map', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<DistrictMap map={MAP} projectName={null} yandexMapsKey="test-key-123" />)
    expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).toBeNull()
    fireEvent.pointerEnter(mapRegion().querySelector('[data-map="yandex"]')!)
    expect(document.querySelector('script[src*="api-maps.yandex.ru"]')).not.toBeNull()
  })

  it('puts a placemark per point on the map once the API is ready', async () => {
    const placemarks: unknown[][] = []
    const ymaps = {
      ready: (callback: () => void) => callback(),
      Map: class {
        geoObjects = { add: vi.fn() }
        behaviors = { disable: vi.fn() }
        destroy = vi.fn()
      },
      Placemark: class {
        options = { set: vi.fn() }
        events = { add: vi.fn() }
        constructor(...args: unknown[]) {
          placemarks.push(args)
        }
      },
    }
    vi.stubGlobal('ymaps', ymaps)
    render(<DistrictMap map={MAP} projectName={null} yandexMapsKey="test-key-123" />)
    await act(async () => intersect!())
    expect(placemarks).toHaveLength(MAP.points!.length)
    expect(placemarks[0]![0]).toEqual([59.9071, 30.4521])
    expect(placemarks[0]![1]).toMatchObject({ iconContent: '1', hintContent: 'Метро «Заречная»' })
    expect(mapRegion().querySelector('[data-map="yandex"]')).toHaveAttribute('data-ready')
  })
})
