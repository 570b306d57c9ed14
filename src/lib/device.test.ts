import { describe, expect, it } from 'vitest'

import { breakpointFromWidth, DEFAULT_BREAKPOINTS, deviceFlags, deviceFromWidth, parseBreakpoints, resolveBreakpoints } from './device'

describe('deviceFromWidth', () => {
  it('uses mobile below 768, tablet 768–1279 and desktop from 1280', () => {
    expect(deviceFromWidth(0)).toBe('mobile')
    expect(deviceFromWidth(375)).toBe('mobile')
    expect(deviceFromWidth(767)).toBe('mobile')
    expect(deviceFromWidth(768)).toBe('tablet')
    expect(deviceFromWidth(1279)).toBe('tablet')
    expect(deviceFromWidth(1280)).toBe('desktop')
    expect(deviceFromWidth(1440)).toBe('desktop')
    expect(deviceFromWidth(2560)).toBe('desktop')
  })

  it('follows overridden breakpoints', () => {
    const bp = resolveBreakpoints({ tablet: 600, laptop: 1024 })
    expect(deviceFromWidth(650, bp)).toBe('tablet')
    expect(deviceFromWidth(1100, bp)).toBe('desktop')
  })
})

describe('breakpoints', () => {
  it('are the SPEC §9 values by default', () => {
    expect(DEFAULT_BREAKPOINTS).toEqual({ mobile: 0, tablet: 768, laptop: 1280, desktop: 1440, ultra: 1921 })
  })

  it('ignore invalid overrides', () => {
    expect(resolveBreakpoints({ tablet: -1, laptop: Number.NaN, desktop: '1500' })).toEqual(DEFAULT_BREAKPOINTS)
    expect(parseBreakpoints('{"tablet":800}').tablet).toBe(800)
    expect(parseBreakpoints('not json')).toEqual(DEFAULT_BREAKPOINTS)
    expect(parseBreakpoints(undefined)).toEqual(DEFAULT_BREAKPOINTS)
  })

  it('name the finest range', () => {
    expect(breakpointFromWidth(320)).toBe('mobile')
    expect(breakpointFromWidth(800)).toBe('tablet')
    expect(breakpointFromWidth(1300)).toBe('laptop')
    expect(breakpointFromWidth(1440)).toBe('desktop')
    expect(breakpointFromWidth(1921)).toBe('ultra')
  })
})

describe('deviceFlags', () => {
  it('derives the five flags', () => {
    expect(deviceFlags('mobile')).toEqual({
      device: 'mobile',
      isMobile: true,
      isTablet: false,
      isDesktop: false,
      isMobileOrTablet: true,
      isDesktopOrTablet: false,
    })
    expect(deviceFlags('tablet')).toEqual({
      device: 'tablet',
      isMobile: false,
      isTablet: true,
      isDesktop: false,
      isMobileOrTablet: true,
      isDesktopOrTablet: true,
    })
    expect(deviceFlags('desktop')).toEqual({
      device: 'desktop',
      isMobile: false,
      isTablet: false,
      isDesktop: true,
      isMobileOrTablet: false,
      isDesktopOrTablet: true,
    })
  })
})
