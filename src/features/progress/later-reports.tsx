'use client'

import { useEffect, useRef, useState } from 'react'

import { browserHttp } from '@/features/shell'
import { Button } from '@/ui/button/button'
import { useWhenNear } from '@/ui/image/use-lazy-visible'

import styles from './progress-cards.module.css'
import type { ProgressCardDto, ProgressList } from './progress.schema'
import { ReportCard } from './report-card'

/** The year's reports from the API (SPEC §7 /api/progress/?year=), all of them: a year has at most twelve. */
export function fetchYearReports(year: number, signal?: AbortSignal): Promise<ProgressList> {
  return browserHttp.get<ProgressList>('/api/progress/', { query: { year, limit: 200 }, signal })
}

/** Asked for this far ahead of the end of the list, so the reports are usually there before the visitor is. */
export const LATER_REPORTS_MARGIN = '1600px 0px'

export interface LaterReportsProps {
  year: number
  /** The reports already in the page's HTML, left out here. */
  shown: readonly number[]
  /** How many the page expects; the space they take is kept while they load. */
  expected: number
  /** For tests: where the reports come from. */
  loadYear?: (year: number, signal?: AbortSignal) => Promise<ProgressList>
}

/**
 * The year's older reports, below the ones in the page's HTML (progress-page.ts FIRST_REPORTS), loaded when
 * the end of the list nears the viewport. Reports already shown are skipped by id, so a report published
 * since the page was cached neither repeats one nor pushes one out.
 */
export function LaterReports({ year, shown, expected, loadYear = fetchYearReports }: LaterReportsProps) {
  const [reports, setReports] = useState<ProgressCardDto[] | null>(null)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const request = useRef<AbortController | null>(null)
  const ref = useRef<HTMLDivElement>(null)

  const load = async () => {
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setBusy(true)
    setFailed(false)
    try {
      const list = await loadYear(year, controller.signal)
      if (!controller.signal.aborted) setReports(list.results.filter((report) => !shown.includes(report.id)))
    } catch {
      if (!controller.signal.aborted) setFailed(true)
    } finally {
      if (request.current === controller) {
        request.current = null
        setBusy(false)
      }
    }
  }

  useWhenNear(ref, LATER_REPORTS_MARGIN, () => void load(), reports !== null || busy || failed)
  useEffect(() => () => request.current?.abort(), [])

  if (reports !== null && reports.length === 0) return null
  return (
    <div
      ref={ref}
      className={styles.later}
      data-testid="later-reports"
      // Busy while asking only: a block that waits for the visitor to come near is not being updated.
      aria-busy={busy || undefined}
      // One card's height per expected report while they load, so the footer does not jump up and back.
      style={reports === null && !failed ? { minHeight: `calc(${expected} * var(--report-height) - var(--report-gap))` } : undefined}
    >
      {reports?.map((report) => (
        <ReportCard key={report.id} card={report} />
      ))}
      {failed ? (
        <div className={styles.retry}>
          <p role="alert">Не удалось загрузить отчёты за прошлые месяцы.</p>
          <Button variant="secondary" size="large" loading={busy} onClick={() => void load()}>
            показать отчёты
          </Button>
        </div>
      ) : null}
    </div>
  )
}
