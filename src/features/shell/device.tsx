'use client'

import { createContext, type ReactNode, use, useCallback, useMemo, useSyncExternalStore } from 'react'

import { type Breakpoints, type DeviceFlags, deviceFlags, deviceFromWidth, type DeviceName, resolveBreakpoints } from '@/lib/device'

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
  /** The server's guess (from the User-Agent): what the server rendered and what hydration uses. */
  initial: DeviceName
  /** Overrides of the SPEC §9 breakpoints. */
  breakpoints?: Partial<Breakpoints>
  children: ReactNode
}

/**
 * Device flags for behaviour (SPEC §4). Hydration renders with the server's guess, so markup matches;
 * right after, the real viewport width takes over and follows resizes. Layout never depends on it (CSS
 * does that), so a wrong guess causes no shift.
 */
export function DeviceProvider({ initial, breakpoints, children }: DeviceProviderProps) {
  const resolved = useMemo(() => resolveBreakpoints(breakpoints), [breakpoints])
  const getSnapshot = useCallback(() => deviceFromWidth(window.innerWidth, resolved), [resolved])
  const device = useSyncExternalStore(subscribe, getSnapshot, () => initial)
  const flags = useMemo(() => deviceFlags(device), [device])
  return <DeviceContext value={flags}>{children}</DeviceContext>
}

/** isMobile, isTablet, isDesktop, isMobileOrTablet, isDesktopOrTablet and the device name. */
export function useDevice(): DeviceFlags {
  return use(DeviceContext)
}
