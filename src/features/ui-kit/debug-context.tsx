'use client'

import { createContext, use, type ReactNode } from 'react'

interface DebugState {
  debug: boolean
  setDebug: (on: boolean) => void
}

/** «Show Debug Info» for the UI-kit area; the layout seeds it from the cookie. */
export const DebugContext = createContext<DebugState>({ debug: false, setDebug: () => {} })

/** The current debug flag and its setter. */
export function useDebugInfo(): DebugState {
  return use(DebugContext)
}

/** Renders its children only while debug info is on (hides server-rendered debug blocks at once when turned off). */
export function DebugOnly({ children }: { children: ReactNode }) {
  return useDebugInfo().debug ? children : null
}
