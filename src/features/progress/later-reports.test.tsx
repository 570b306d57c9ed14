import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { stubNearViewport } from '@/ui/image/testing'

vi.mock('@/features/shell', () => ({ browserHttp: { get: vi.fn() } }))

import { LATER_REPORTS_MARGIN, LaterReports } from './later-reports'
import type { ProgressList } from './progress.schema'

// The block tells when it nears the viewport; the tests say when that happens.
const near = stubNearViewport()

const report = (id: number, month: number) => ({
  id,
  title: `Отчёт ${month}`,
  date: `2026-${String(month).padStart(2, '0')}-25`,
  year: 2026,
  month,
  text: `Текст ${id}`,
  photos: [],
})
const year = (...reports: ReturnType<typeof report>[]): ProgressList => ({
  count: reports.length,
  results: reports,
  limit: 200,
  offset: 0,
  hasNext: false,
})

describe("LaterReports (the year's older construction reports, loaded near the end of the list)", () => {
  it('asks for the year only when the end of the list nears the viewport, and keeps their space meanwhile', async () => {
    let answer: (list: ProgressList) => void = () => {}
    const loadYear = vi.fn(() => new Promise<ProgressList>((resolve) => (answer = resolve)))
    render(<LaterReports year={2026} shown={[9, 8]} expected={2} loadYear={loadYear} />)
    expect(loadYear).not.toHaveBeenCalled()
    expect(near.margin).toBe(LATER_REPORTS_MARGIN)
    const block = screen.getByTestId('later-reports')
    expect(block.style.minHeight).toBe('calc(2 * var(--report-height) - var(--report-gap))')
    // Waiting for the visitor is not loading: a test (or a screen reader) waiting for the page to settle is not held.
    expect(block).not.toHaveAttribute('aria-busy')

    await act(async () => near.comeNear?.())
    expect(loadYear).toHaveBeenCalledWith(2026, expect.any(AbortSignal))
    expect(block).toHaveAttribute('aria-busy', 'true')
    await act(async () => answer(year(report(9, 11), report(8, 10), report(7, 9), report(6, 8))))
    // The reports of the page's HTML (ids 9 and 8) are not repeated; the older ones follow in the API's order.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Отчёт 9', 'Отчёт 8'])
    expect(screen.getByText('25 сентября 2026')).toHaveAttribute('datetime', '2026-09-25')
    expect(block).not.toHaveAttribute('aria-busy')
    expect(block.style.minHeight).toBe('')
  })

  it('leaves nothing behind when the year has no older reports by the time it asks', async () => {
    render(<LaterReports year={2026} shown={[9]} expected={1} loadYear={async () => year(report(9, 11))} />)
    await act(async () => near.comeNear?.())
    expect(screen.queryByTestId('later-reports')).toBeNull()
  })

  it('says so when the reports cannot be loaded, and loads them on request', async () => {
    const loadYear = vi
      .fn<(year: number, signal?: AbortSignal) => Promise<ProgressList>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(year(report(7, 9)))
    render(<LaterReports year={2026} shown={[]} expected={1} loadYear={loadYear} />)
    await act(async () => near.comeNear?.())
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить отчёты за прошлые месяцы.')
    await userEvent.click(screen.getByRole('button', { name: 'показать отчёты' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Отчёт 9' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(loadYear).toHaveBeenCalledTimes(2)
  })
})
