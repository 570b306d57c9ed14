'use client'

import { useSyncExternalStore } from 'react'

import { breakpointFromWidth } from '@/lib/device'
import { useDevice } from '@/ui/shared/device'

import styles from './test-page.module.css'
import { useScrollState } from './scroll-state'

const subscribeResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** Live values of /test: the device as the browser sees it and the scroll store. */
export function LiveDiagnostics() {
  const flags = useDevice()
  const scroll = useScrollState()
  const width = useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 0,
  )
  const rows: [string, string][] = [
    ['Устройство (по ширине окна)', flags.device],
    ['Ширина окна', width ? `${width} px · ${breakpointFromWidth(width)}` : '—'],
    ['isMobile / isTablet / isDesktop', `${flags.isMobile} / ${flags.isTablet} / ${flags.isDesktop}`],
    ['isMobileOrTablet / isDesktopOrTablet', `${flags.isMobileOrTablet} / ${flags.isDesktopOrTablet}`],
    ['Прокрутка', `${scroll.offset} px`],
    ['Направление', scroll.direction ?? 'не определено'],
  ]
  return (
    <dl className={styles.list} data-testid="live-diagnostics">
      {rows.map(([term, value]) => (
        <div key={term} className={styles.row}>
          <dt>{term}</dt>
          <dd data-testid={term === 'Устройство (по ширине окна)' ? 'device' : term === 'Направление' ? 'scroll-direction' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
