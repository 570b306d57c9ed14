import { useSyncExternalStore } from 'react'

import { DEFAULT_BREAKPOINTS } from '@/lib/device'

import type { Device } from './types'

/** Whether a media query matches; false on the server and where matchMedia is missing (jsdom). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  )
}

// The 0.02 px keeps fractional widths (zoomed pages) from falling between two ranges.
const MOBILE_QUERY = `(max-width: ${DEFAULT_BREAKPOINTS.tablet - 0.02}px)`
const TABLET_QUERY = `(min-width: ${DEFAULT_BREAKPOINTS.tablet}px) and (max-width: ${DEFAULT_BREAKPOINTS.laptop - 0.02}px)`

/**
 * The device name: the one the app shell passes (its global device store knows configured breakpoints),
 * else read from the viewport with the default breakpoints; 'desktop' on the server.
 */
export function useDevice(device?: Device): Device {
  const isMobile = useMediaQuery(MOBILE_QUERY)
  const isTablet = useMediaQuery(TABLET_QUERY)
  if (device) return device
  if (isMobile) return 'mobile'
  if (isTablet) return 'tablet'
  return 'desktop'
}
