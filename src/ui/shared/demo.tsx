import type { ReactNode } from 'react'

import styles from './demo.module.css'
import type { Theme } from './types'

/** Props every `*.demo.tsx` receives from the UI-kit pages. */
export interface DemoProps {
  theme: Theme
  /** «Show Debug Info» is on: demos print their state. */
  debug?: boolean
}

/** A labelled group of examples inside a demo. */
export function DemoRow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <p className={styles.rowTitle}>{title}</p>
      <div className={styles.items}>{children}</div>
    </div>
  )
}

/** The demo's current state as JSON, shown only when debug info is on. */
export function DebugState({ debug, state }: { debug?: boolean; state: unknown }) {
  if (!debug) return null
  return (
    // Focusable so keyboard users can scroll a long state dump (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className={styles.debug} data-debug-info="true" tabIndex={0}>
      {JSON.stringify(state, null, 2)}
    </pre>
  )
}
