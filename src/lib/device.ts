/**
 * Device names and flags from the viewport width (SPEC §4, §9). Layout is CSS; these flags only drive
 * behaviour (what a button does, whether a modal goes full screen).
 */

/** Breakpoints in px (SPEC §9); each is the smallest width of its range. */
export interface Breakpoints {
  mobile: number
  tablet: number
  laptop: number
  desktop: number
  ultra: number
}

export const DEFAULT_BREAKPOINTS: Readonly<Breakpoints> = Object.freeze({
  mobile: 0,
  tablet: 768,
  laptop: 1280,
  desktop: 1440,
  ultra: 1921,
})

/** DESIGN.md: mobile below 768 px, tablet 768–1279 px, desktop from 1280 px (laptop, desktop and ultra). */
export type DeviceName = 'mobile' | 'tablet' | 'desktop'

/** The width range names of SPEC §9, finer than the device name. */
export type BreakpointName = keyof Breakpoints

export interface DeviceFlags {
  device: DeviceName
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
  isMobileOrTablet: boolean
  isDesktopOrTablet: boolean
}

/** Merges configured overrides over the defaults, ignoring anything that is not a finite, non-negative number. */
export function resolveBreakpoints(overrides?: Partial<Record<string, unknown>> | null): Breakpoints {
  const result: Breakpoints = { ...DEFAULT_BREAKPOINTS }
  if (!overrides) return result
  for (const key of Object.keys(result) as BreakpointName[]) {
    const value = overrides[key]
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) result[key] = value
  }
  return result
}

/** Parses a JSON override such as `{"tablet":800}` (from configuration); bad input yields the defaults. */
export function parseBreakpoints(json: string | undefined | null): Breakpoints {
  if (!json) return resolveBreakpoints()
  try {
    const parsed: unknown = JSON.parse(json)
    return resolveBreakpoints(typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null)
  } catch {
    return resolveBreakpoints()
  }
}

/** The device name for a viewport width. */
export function deviceFromWidth(width: number, breakpoints: Breakpoints = DEFAULT_BREAKPOINTS): DeviceName {
  if (width >= breakpoints.laptop) return 'desktop'
  if (width >= breakpoints.tablet) return 'tablet'
  return 'mobile'
}

/** The finest breakpoint range a width falls into. */
export function breakpointFromWidth(width: number, breakpoints: Breakpoints = DEFAULT_BREAKPOINTS): BreakpointName {
  const order: BreakpointName[] = ['ultra', 'desktop', 'laptop', 'tablet', 'mobile']
  return order.find((name) => width >= breakpoints[name]) ?? 'mobile'
}

/** The five flags of SPEC §4 for a device name. */
export function deviceFlags(device: DeviceName): DeviceFlags {
  return {
    device,
    isMobile: device === 'mobile',
    isTablet: device === 'tablet',
    isDesktop: device === 'desktop',
    isMobileOrTablet: device !== 'desktop',
    isDesktopOrTablet: device !== 'mobile',
  }
}
