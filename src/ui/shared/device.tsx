'use client'

import { createContext, type ReactNode, use, useCallback, useMemo, useSyncExternalStore } from 'react'

import { type Breakpoints, type DeviceFlags, deviceFlags, deviceFromWidth, resolveBreakpoints } from '@/lib/device'

import type { Device } from './types'

interface DeviceConfig {
  initial: Device
  breakpoints: Breakpoints
}

/**
 * The provider's configuration, which does not change after the first render. The width itself is not in the
 * context: a context value that changes right after hydration (a phone's real width against the server's 'desktop')
 * reaches every part of the page still waiting for its code to hydrate (features/shop/shop-island.tsx), and React
 * then throws those parts' server markup away and renders them anew. Each hook reads the width from the window instead.
 * Outside a DeviceProvider (kit tests, a part rendered on its own) there is none, and every hook sees 'desktop'.
 */
const DeviceConfigContext = createContext<DeviceConfig | null>(null)

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
 * The one device configuration of the site (SPEC §4): hydration renders with `initial`, so markup matches; right
 * after, the real viewport width takes over, measured against the configured breakpoints, and follows resizes.
 * Layout never depends on it (CSS does that), so a wrong guess causes no shift.
 */
export function DeviceProvider({ initial, breakpoints, children }: DeviceProviderProps) {
  // Kept by the values: the layout may hand over an equal object again, and the context must not change then.
  const { mobile, tablet, laptop, desktop, ultra } = resolveBreakpoints(breakpoints)
  const config = useMemo<DeviceConfig>(
    () => ({ initial, breakpoints: { mobile, tablet, laptop, desktop, ultra } }),
    [initial, mobile, tablet, laptop, desktop, ultra],
  )
  return <DeviceConfigContext value={config}>{children}</DeviceConfigContext>
}

const noSubscription = () => () => {}

/**
 * isMobile, isTablet, isDesktop, isMobileOrTablet, isDesktopOrTablet and the device name: the server's guess while
 * hydrating, the viewport's width against the nearest DeviceProvider's breakpoints after. A kit part's `device` prop,
 * when given, wins: demos and tests pin a device with it.
 */
export function useDevice(override?: Device): DeviceFlags {
  const config = use(DeviceConfigContext)
  const getSnapshot = useCallback(
    (): Device => (config ? deviceFromWidth(window.innerWidth, config.breakpoints) : 'desktop'),
    [config],
  )
  const device = useSyncExternalStore(config ? subscribe : noSubscription, getSnapshot, () => config?.initial ?? 'desktop')
  return useMemo(() => deviceFlags(override ?? device), [override, device])
}
