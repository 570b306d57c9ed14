import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('next/navigation', () => ({ usePathname: () => '/construction-progress', useRouter: () => ({ push: vi.fn() }) }))
// The server-only image helper and the WebGL viewer are other modules' concerns: stand-ins keep this test on the list.
vi.mock('@/features/content', () => ({
  CmsImage: ({ image }: { image: { alt: string } | null }) => (image ? <span role="img" aria-label={image.alt} /> : null),
  imageSrcSet: () => undefined,
}))
vi.mock('@/ui/panorama/panorama-viewer', () => ({ PanoramaViewer: ({ alt }: { alt: string }) => <div role="img" aria-label={alt} /> }))
vi.mock('@/features/leads/client', () => ({
  MailingModal: ({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Подписка на рассылку" /> : null),
}))

import type { ProgressPageData } from './progress-page'
import { ProgressView } from './progress-view'

const image = (name: string) => ({
  url: `/${name}.webp`,
  alt: name,
  width: 1600,
  height: 1000,
  sizes: { card: { url: `/${name}-640.webp`, width: 640, height: 400 }, wide: { url: `/${name}-1600.webp`, width: 1600, height: 1000 } },
})

const card = (id: number, month: number, year = 2026) => ({
  id,
  title: `Месяц ${month} ${year}`,
  date: `${year}-${String(month).padStart(2, '0')}-25`,
  year,
  month,
  text: `Текст отчёта ${id}`,
  photos: [{ ...image(`photo-${id}`), caption: null }],
})

const base: ProgressPageData = {
  title: 'Ход строительства',
  description: 'Каждый месяц публикуем фотоотчёт.',
  years: [2026, 2025],
  year: 2026,
  isCurrentYear: true,
  cards: [card(5, 11), card(4, 10), card(3, 9), card(2, 8)],
  laterReports: 0,
  cameras: [{ id: 1, title: 'Камера 1', stream_url: '/streams/1.m3u8', poster: image('poster') }],
  panorama: { title: 'Панорама стройки 360°', text: 'Вид с крана', image: image('panorama'), date: '2026-11-25', year: 2026 },
  promo: { id: 9, title: 'Купите сейчас', text: null, image: null, button_text: 'Выбрать квартиру', url: '/flats', valid_until: null },
}

/** The list's items in order, as a compact string. */
function order(): string {
  const list = screen.getByRole('tabpanel').lastElementChild!
  return Array.from(list.children)
    .map((el) => {
      const testId = el.getAttribute('data-testid')
      if (testId === 'progress-promo') return `promo:${el.getAttribute('data-media')}`
      if (testId === 'panorama-card') return 'panorama'
      if (testId === 'progress-card') return 'report'
      if (testId === 'later-reports') return 'later'
      return 'cameras'
    })
    .join(' ')
}

beforeEach(() =>
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
)
afterEach(() => vi.unstubAllGlobals())

describe('ProgressView', () => {
  it('current year: cameras, panorama, reports; the banner after 2 cards on wide screens and after 4 on phones', () => {
    render(<ProgressView data={base} />)
    expect(order()).toBe('cameras panorama promo:wide report report promo:mobile report report')
    expect(screen.getByRole('heading', { level: 2, name: 'Панорама стройки 360°' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Месяц 11 2026' })).toBeInTheDocument()
    expect(screen.getByText('25 ноября 2026')).toHaveAttribute('datetime', '2026-11-25')
  })

  it('another year: no panorama, the banner after 3 cards on wide screens and after 4 on phones', () => {
    render(
      <ProgressView
        data={{
          ...base,
          year: 2025,
          isCurrentYear: false,
          panorama: null,
          cards: [card(3, 9, 2025), card(2, 8, 2025), card(1, 7, 2025), card(0, 6, 2025)],
        }}
      />,
    )
    expect(order()).toBe('cameras report report promo:wide report promo:mobile report')
    expect(screen.queryByTestId('panorama-card')).toBeNull()
  })

  it("ends the list with the place of the year's older reports, after both banners, when the year has more", () => {
    render(<ProgressView data={{ ...base, laterReports: 7 }} />)
    expect(order()).toBe('cameras panorama promo:wide report report promo:mobile report report later')
    expect(screen.getByTestId('later-reports').style.minHeight).toBe('calc(7 * var(--report-height) - var(--report-gap))')
  })

  it('renders no banner when the CMS has no active promo', () => {
    render(<ProgressView data={{ ...base, promo: null }} />)
    expect(screen.queryByTestId('progress-promo')).toBeNull()
  })

  it('says so when the year has no reports', () => {
    render(<ProgressView data={{ ...base, cards: [] }} />)
    expect(screen.getByText('Отчётов за 2026 год пока нет')).toBeInTheDocument()
  })

  it("opens the mailing modal with 'подписаться на рассылку'", async () => {
    render(<ProgressView data={base} />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'подписаться на рассылку' }))
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Подписка на рассылку' })).toBeInTheDocument())
  })

  it('links the promo button to its CMS url', () => {
    render(<ProgressView data={base} />)
    const [wide] = screen.getAllByTestId('progress-promo')
    expect(within(wide!).getByRole('link', { name: 'Выбрать квартиру' })).toHaveAttribute('href', '/flats')
  })
})
