'use client'

import { usePathname, useRouter } from 'next/navigation'
import { type ReactNode, useOptimistic, useTransition } from 'react'

import { TabBar } from '@/ui/tab-bar/tab-bar'

import styles from './year-tabs.module.css'

export interface YearTabsProps {
  years: readonly number[]
  /** The year the server rendered. */
  year: number
  /** Accessible name of the tab list. */
  label: string
  /** The cards of the year, rendered on the server: the tab panel. */
  children: ReactNode
}

const ID_PREFIX = 'progress-year'

/** The URL of the page for a year: the current one with ?year= replaced, other parameters (utm…) kept. */
export function yearHref(pathname: string, search: string, year: number): string {
  const params = new URLSearchParams(search)
  params.set('year', String(year))
  return `${pathname}?${params.toString()}`
}

/**
 * Year tabs over the server-rendered list. The year lives in the URL (?year=): a tab pushes a history entry
 * and the server renders that year, so links are shareable and back/forward switch years. The tab moves at
 * once; the old cards dim until the new ones arrive.
 */
export function YearTabs({ years, year, label, children }: YearTabsProps) {
  const router = useRouter()
  const pathname = usePathname()
  const [pending, startTransition] = useTransition()
  const [shownYear, setShownYear] = useOptimistic(year)

  const select = (next: number) => {
    if (next === shownYear) return
    startTransition(() => {
      setShownYear(next)
      // Read at click time: other parameters (utm…) survive without subscribing to every URL change.
      router.push(yearHref(pathname, window.location.search, next), { scroll: false })
    })
  }

  return (
    <>
      {years.length > 1 && (
        <TabBar
          className={styles.tabs}
          items={years.map((y) => ({ value: y, label: String(y), controls: `${ID_PREFIX}-panel` }))}
          value={shownYear}
          onChange={select}
          label={label}
          idPrefix={ID_PREFIX}
        />
      )}
      <div
        id={`${ID_PREFIX}-panel`}
        role={years.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={years.length > 1 ? `${ID_PREFIX}-${year}` : undefined}
        aria-busy={pending || undefined}
        className={styles.panel}
        data-pending={pending || undefined}
      >
        {children}
      </div>
    </>
  )
}
