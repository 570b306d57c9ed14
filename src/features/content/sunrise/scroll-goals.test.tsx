import { afterEach, describe, expect, it, vi } from 'vitest'

import { mountScrollGoals } from '../blocks/test-fixtures'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.doUnmock('next/navigation')
  vi.resetModules()
})

describe('sunrise page scroll-depth analytics (SPEC §9: every 10 %, the goal at 60 %)', () => {
  it('records each 10 % step and reaches the goal only at 60 %', async () => {
    const { scrollToPercent, recording } = await mountScrollGoals('/sunrise')
    scrollToPercent(35)
    const depths = () => recording.events.filter((e) => e.type === 'params').map((e) => e.params!.sunrise_scroll_depth)
    expect(depths()).toEqual([10, 20, 30])
    expect(recording.goals()).toEqual([])
    scrollToPercent(59)
    expect(recording.goals()).toEqual([])
    scrollToPercent(61)
    expect(depths()).toEqual([10, 20, 30, 40, 50, 60])
    expect(recording.goals()).toEqual(['sunrise_scroll_60'])
    scrollToPercent(100)
    expect(depths()).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    expect(recording.goals()).toEqual(['sunrise_scroll_60'])
  })
})
