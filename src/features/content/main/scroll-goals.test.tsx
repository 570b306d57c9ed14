import { afterEach, describe, expect, it, vi } from 'vitest'

import { mountScrollGoals } from '../blocks/test-fixtures'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.doUnmock('next/navigation')
  vi.resetModules()
})

describe('main page scroll-depth goals (SPEC §9: every 25 %)', () => {
  it('sends main_scroll_25 … main_scroll_100 once each, in order, as the visitor scrolls down', async () => {
    const { scrollToPercent, recording } = await mountScrollGoals('/')
    scrollToPercent(10)
    expect(recording.goals()).toEqual([])
    scrollToPercent(26)
    expect(recording.goals()).toEqual(['main_scroll_25'])
    scrollToPercent(60)
    expect(recording.goals()).toEqual(['main_scroll_25', 'main_scroll_50'])
    // Scrolling back up and down again sends nothing twice.
    scrollToPercent(5)
    scrollToPercent(55)
    expect(recording.goals()).toEqual(['main_scroll_25', 'main_scroll_50'])
    scrollToPercent(100)
    expect(recording.goals()).toEqual(['main_scroll_25', 'main_scroll_50', 'main_scroll_75', 'main_scroll_100'])
  })
})
