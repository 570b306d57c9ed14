import { describe, expect, it, vi } from 'vitest'

import { reachGoal, setGoalSink, trackFlatView } from './analytics'
import { CALL_TRACKING_UNAVAILABLE, startCallTracking } from './call-tracking'
import {
  createRecordingSink,
  createScrollDepthTracker,
  EMPTY_FLAT_VIEWS,
  GOALS,
  recordFlatView,
  scrollGoalsFor,
  scrollPercent,
  startVisitTimers,
  VISIT_TIMER_SECONDS,
  VISITED_FLAG_SECONDS,
} from './goals'
import { createMetrikaSink, loadMetrika, parseCounterId } from './metrika'

describe('visit timers', () => {
  it('send goals at 30, 60, 90, 120 and 240 s; the 60 s one sets the visited flag', () => {
    vi.useFakeTimers()
    const { sink, goals } = createRecordingSink()
    const onVisited = vi.fn()
    startVisitTimers({ sink, onVisited })
    expect(VISIT_TIMER_SECONDS).toEqual([30, 60, 90, 120, 240])
    expect(VISITED_FLAG_SECONDS).toBe(60)
    vi.advanceTimersByTime(59_999)
    expect(goals()).toEqual(['visit_30s'])
    expect(onVisited).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onVisited).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(240_000)
    expect(goals()).toEqual(['visit_30s', 'visit_60s', 'visit_90s', 'visit_120s', 'visit_240s'])
    vi.useRealTimers()
  })

  it('count from the page, not from when analytics loaded', () => {
    vi.useFakeTimers()
    const { sink, goals } = createRecordingSink()
    startVisitTimers({ sink, onVisited: () => {}, elapsedMs: 2_500 })
    vi.advanceTimersByTime(27_499)
    expect(goals()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(goals()).toEqual(['visit_30s'])
    vi.useRealTimers()
  })

  it('can be cancelled', () => {
    vi.useFakeTimers()
    const { sink, goals } = createRecordingSink()
    const stop = startVisitTimers({ sink, onVisited: () => {} })
    vi.advanceTimersByTime(31_000)
    stop()
    vi.advanceTimersByTime(300_000)
    expect(goals()).toEqual(['visit_30s'])
    vi.useRealTimers()
  })
})

describe('scroll depth', () => {
  it('computes the scrolled share of the page', () => {
    expect(scrollPercent(0, 800, 4800)).toBe(0)
    expect(scrollPercent(2000, 800, 4800)).toBe(50)
    expect(scrollPercent(5000, 800, 4800)).toBe(100)
    expect(scrollPercent(0, 800, 600)).toBe(100)
  })

  it('fires each step once and in order, even when jumping', () => {
    const steps: number[] = []
    const track = createScrollDepthTracker(25, (p) => steps.push(p))
    track(10)
    track(60)
    track(55)
    track(100)
    track(100)
    expect(steps).toEqual([25, 50, 75, 100])
  })

  it('sends a goal every 25 % on the main page', () => {
    const { sink, goals } = createRecordingSink()
    const onDepth = scrollGoalsFor('/', sink)!
    onDepth(80)
    expect(goals()).toEqual(['main_scroll_25', 'main_scroll_50', 'main_scroll_75'])
  })

  it('tracks every 10 % on sunrise with the goal at 60', () => {
    const { sink, events, goals } = createRecordingSink()
    const onDepth = scrollGoalsFor('/sunrise/', sink)!
    onDepth(59)
    expect(goals()).toEqual([])
    expect(events.filter((e) => e.type === 'params')).toHaveLength(5)
    onDepth(100)
    expect(goals()).toEqual([GOALS.sunriseScroll(60)])
    expect(events.filter((e) => e.type === 'params').map((e) => e.params!.sunrise_scroll_depth)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100,
    ])
  })

  it('tracks nothing on other pages', () => {
    expect(scrollGoalsFor('/flats', createRecordingSink().sink)).toBeNull()
  })
})

describe('flat-view goals', () => {
  const views = (list: { id: number; rooms: number }[]) => {
    let state = EMPTY_FLAT_VIEWS
    const all: string[] = []
    for (const flat of list) {
      const result = recordFlatView(state, flat)
      state = result.state
      all.push(...result.goals)
    }
    return all
  }

  it('3 different flats', () => {
    expect(
      views([
        { id: 1, rooms: 0 },
        { id: 2, rooms: 4 },
      ]),
    ).toEqual([])
    expect(
      views([
        { id: 1, rooms: 0 },
        { id: 1, rooms: 0 },
        { id: 2, rooms: 4 },
        { id: 3, rooms: 0 },
      ]),
    ).toEqual(['flats_viewed_3'])
  })

  it('3 different flats with 1, 2 or 3 rooms', () => {
    expect(
      views([
        { id: 1, rooms: 2 },
        { id: 2, rooms: 2 },
        { id: 3, rooms: 2 },
      ]),
    ).toEqual(['flats_viewed_3', 'flats_2room_viewed_3'])
    expect(
      views([
        { id: 1, rooms: 1 },
        { id: 2, rooms: 2 },
        { id: 3, rooms: 3 },
      ]),
    ).toEqual(['flats_viewed_3'])
    expect(
      views([
        { id: 1, rooms: 4 },
        { id: 2, rooms: 4 },
        { id: 3, rooms: 4 },
      ]),
    ).toEqual(['flats_viewed_3'])
  })

  it('4 views of the same flat, sent once', () => {
    expect(
      views([
        { id: 7, rooms: 1 },
        { id: 7, rooms: 1 },
        { id: 7, rooms: 1 },
      ]),
    ).toEqual([])
    expect(views(Array.from({ length: 6 }, () => ({ id: 7, rooms: 1 })))).toEqual(['flat_viewed_4_times'])
  })

  it('persist between pages and reach the sink', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    const { sink, goals } = createRecordingSink()
    setGoalSink(sink)
    trackFlatView({ id: 1, rooms: 3 }, storage)
    trackFlatView({ id: 2, rooms: 3 }, storage)
    expect(trackFlatView({ id: 3, rooms: 3 }, storage)).toEqual(['flats_viewed_3', 'flats_3room_viewed_3'])
    expect(goals()).toEqual(['flats_viewed_3', 'flats_3room_viewed_3'])
    expect(trackFlatView({ id: 4, rooms: 3 }, storage)).toEqual([])
  })
})

describe('goal sinks', () => {
  it('queues goals until a sink is set', async () => {
    vi.resetModules()
    const mod = await import('./analytics')
    mod.reachGoal('early')
    const { sink, goals } = createRecordingSink()
    mod.setGoalSink(sink)
    mod.reachGoal('late')
    expect(goals()).toEqual(['early', 'late'])
  })

  it('sends goals, params and hits to Metrika', () => {
    const ym = vi.fn()
    const sink = createMetrikaSink(123, () => ym)
    sink.reachGoal('visit_30s')
    sink.params({ a: 1 })
    sink.hit('https://zarya.test/flats', 'https://zarya.test/')
    expect(ym.mock.calls).toEqual([
      [123, 'reachGoal', 'visit_30s', undefined],
      [123, 'params', { a: 1 }],
      [123, 'hit', 'https://zarya.test/flats', { referer: 'https://zarya.test/' }],
    ])
  })

  it('loads Metrika only for a valid counter id', () => {
    expect(parseCounterId(' 98765432 ')).toBe(98765432)
    expect(parseCounterId('abc')).toBeNull()
    expect(parseCounterId('')).toBeNull()
    loadMetrika(98765432)
    expect(document.querySelectorAll('script[src="https://mc.yandex.ru/metrika/tag.js"]')).toHaveLength(1)
    expect(window.ym?.a?.[0]).toEqual([98765432, 'init', expect.objectContaining({ defer: true })])
    loadMetrika(98765432)
    expect(document.querySelectorAll('script[src="https://mc.yandex.ru/metrika/tag.js"]')).toHaveLength(1)
    reachGoal('noop')
  })
})

describe('call tracking', () => {
  it('only warns when the number is unavailable', async () => {
    const warn = vi.fn()
    const error = vi.spyOn(console, 'error')
    expect(
      await startCallTracking(
        { enabled: true, scriptUrl: 'https://ct.example/x.js', phoneClass: 'ct' },
        { loadScript: async () => Promise.reject(new Error('blocked')), warn },
      ),
    ).toBe('unavailable')
    expect(await startCallTracking({ enabled: true, scriptUrl: null, phoneClass: null }, { loadScript: async () => {}, warn })).toBe(
      'unavailable',
    )
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]![0]).toBe(CALL_TRACKING_UNAVAILABLE)
    expect(error).not.toHaveBeenCalled()
  })

  it('loads the script when on and does nothing when off', async () => {
    const load = vi.fn(async () => {})
    expect(await startCallTracking({ enabled: false, scriptUrl: 'https://ct.example/x.js', phoneClass: null }, { loadScript: load })).toBe(
      'off',
    )
    expect(await startCallTracking({ enabled: true, scriptUrl: 'https://ct.example/x.js', phoneClass: null }, { loadScript: load })).toBe(
      'loaded',
    )
    expect(load).toHaveBeenCalledOnce()
  })
})
