'use client'

import { createContext, type ReactNode, use, useCallback, useMemo, useSyncExternalStore } from 'react'

import { type Breakpoints, type DeviceFlags, deviceFlags, deviceFromWidth, resolveBreakpoints } from '@/lib/device'

import type { Device } from './types'

/** Outside a DeviceProvider (kit tests, a part rendered on its own) every hook sees 'desktop'. */
const DeviceContext = createContext<DeviceFlags>(deviceFlags('desktop'))

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange, { passive: true })
  window.addEventListener('orientationchange', onChange)
  return () => {
    window.removeEventListener('resize', onChange)
    window.removeEventListener('orientationchange', onChange)
  }
}

export interface DeviceProviderProps {
  /** What the server renders and hydration uses; cached pages pass 'desktop' (they read no User-Agent). */
  initial: Device
  /** The configured breakpoints (BREAKPOINTS, read through server/env); the SPEC §9 defaults fill the rest. */
  breakpoints?: Partial<Breakpoints>
  children: ReactNode
}

/**
 * The one device store of the site (SPEC §4): hydration renders with `initial`, so markup matches; right after,
 * the real viewport width takes over, measured against the configured breakpoints, and follows resizes. Layout
 * never depends on it (CSS does that), so a wrong guess causes no shift.
 */
export function DeviceProvider({ initial, breakpoints, children }: DeviceProviderProps) {
  const resolved = useMemo(() => resolveBreakpoints(breakpoints), [breakpoints])
  const getSnapshot = useCallback(() => deviceFromWidth(window.innerWidth, resolved), [resolved])
  const device = useSyncExternalStore(subscribe, getSnapshot, () => initial)
  const flags = useMemo(() => deviceFlags(device), [device])
  return <DeviceContext value={flags}>{children}</DeviceContext>
}

/**
 * isMobile, isTablet, isDesktop, isMobileOrTablet, isDesktopOrTablet and the device name, from the nearest
 * DeviceProvider. A kit part's `device` prop, when given, wins: demos and tests pin a device with it.
 */
export function useDevice(override?: Device): DeviceFlags {
  const flags = use(DeviceContext)
  return useMemo(() => (override && override !== flags.device ? deviceFlags(override) : flags), [override, flags])
}
