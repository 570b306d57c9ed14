import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const nav = vi.hoisted(() => ({ pathname: '/' }))
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }),
  notFound: vi.fn(),
}))

import { groupMenu } from '@/features/navigation'
import { ScheduleBanner } from '@/features/settings'
import { readCookieValue } from '@/lib/cookies'

import { onConsultationRequest } from './consult'
import { ConsultButton } from './consult-button'
import { ErrorView } from './error-view'
import { MobileMenu } from './mobile-menu'
import { NotFoundView } from './not-found-view'
import { PageHeader } from './page-header'
import { useScrollState } from './scroll-state'

afterEach(() => {
  nav.pathname = '/'
  document.cookie = 'schedule_banner_dismissed=; Max-Age=0; Path=/'
})

describe('ConsultButton', () => {
  it('renders the three device labels; mobile dials the phone', () => {
    render(<ConsultButton phoneHref="tel:+78125550123" source="header" />)
    expect(screen.getByText('позвонить').closest('a')).toHaveAttribute('href', 'tel:+78125550123')
    expect(screen.getByRole('button', { name: 'получить консультацию' })).toHaveAttribute('data-consult', 'tablet')
    expect(screen.getByRole('button', { name: 'консультация' })).toHaveAttribute('data-consult', 'desktop')
  })

  it('on the phone offers «заказать звонок» beside «позвонить», shown by the same media query', () => {
    const handler = vi.fn()
    const off = onConsultationRequest(handler)
    render(<ConsultButton phoneHref="tel:+78125550123" source="header" />)
    const dial = screen.getByRole('link', { name: 'позвонить' })
    const callback = screen.getByRole('button', { name: 'заказать звонок' })
    expect(callback).toHaveAttribute('data-consult', 'callback')
    expect(callback.className).toBe(dial.className)
    fireEvent.click(callback)
    expect(handler).toHaveBeenCalledWith({ source: 'header' })
    off()
  })

  it('without a phone number the phone still requests a call, and nothing pretends to dial', () => {
    render(<ConsultButton phoneHref={null} source="header" />)
    expect(screen.queryByText('позвонить')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'заказать звонок' })).toBeInTheDocument()
  })

  it('asks the consultation modal to open', () => {
    const handler = vi.fn()
    const off = onConsultationRequest(handler)
    render(<ConsultButton phoneHref={null} source="header" />)
    fireEvent.click(screen.getByRole('button', { name: 'консультация' }))
    expect(handler).toHaveBeenCalledWith({ source: 'header' })
    off()
  })

  it('falls back to the contacts when no modal listens', () => {
    document.body.insertAdjacentHTML('beforeend', '<address id="contacts"><a data-phone href="tel:1">1</a></address>')
    const scroll = vi.fn()
    document.getElementById('contacts')!.scrollIntoView = scroll
    render(<ConsultButton phoneHref={null} source="header" />)
    fireEvent.click(screen.getByRole('button', { name: 'получить консультацию' }))
    expect(scroll).toHaveBeenCalled()
    document.getElementById('contacts')!.remove()
  })
})

describe('ErrorView', () => {
  it('404: title, description and only the home link', () => {
    render(<ErrorView status={404} message="Page not found: /x" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('страница не найдена')
    expect(screen.getByRole('link', { name: 'на главную' })).toHaveAttribute('href', '/')
    expect(screen.queryByRole('button', { name: 'перезагрузить страницу' })).toBeNull()
    expect(screen.getByText('Page not found: /x')).toBeInTheDocument()
    expect(screen.getByText('404')).toBeInTheDocument()
  })

  it.each([
    [500, 'возникла ошибка на стороне сервера'],
    [505, 'возникла ошибка на стороне сервера'],
    [502, 'сайт скоро заработает'],
    [403, 'Возникла ошибка'],
  ])('%i: %s with the reload button', (status, title) => {
    render(<ErrorView status={status} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title)
    expect(screen.getByRole('button', { name: 'перезагрузить страницу' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'на главную' })).toBeNull()
  })
})

describe('NotFoundView', () => {
  it('shows the SPEC §8 messages with the requested path', () => {
    nav.pathname = '/nowhere'
    const { unmount } = render(<NotFoundView kind="unknown" oldSiteUrl={null} />)
    expect(screen.getByTestId('error-message')).toHaveTextContent('Page not found: /nowhere')
    unmount()
    nav.pathname = '/properties/villa'
    render(<NotFoundView kind="invalid" oldSiteUrl={null} />)
    expect(screen.getByTestId('error-message')).toHaveTextContent('Page Not Found: /properties/villa')
  })
})

describe('ScheduleBanner', () => {
  it('shows, and hides for 30 days when dismissed', () => {
    render(<ScheduleBanner title="Праздничный график" text="Офис закрыт 1–8 января" dismissKey="k1" />)
    expect(screen.getByRole('heading', { name: 'Праздничный график' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: /Скрыть уведомление/ }))
    expect(screen.queryByTestId('schedule-banner')).toBeNull()
    expect(readCookieValue('schedule_banner_dismissed')).toBe('k1')
  })

  it('keeps the text behind a details button that says whether it is open (one line on phones)', () => {
    render(<ScheduleBanner title="Праздничный график" text="Офис закрыт 1–8 января" dismissKey="k1" />)
    const details = screen.getByRole('button', { name: 'Подробнее о графике' })
    expect(details).toHaveAttribute('aria-expanded', 'false')
    expect(details).toHaveAttribute('aria-controls', 'schedule-banner-text')
    expect(screen.getByTestId('schedule-banner')).not.toHaveAttribute('data-expanded')
    fireEvent.click(details)
    expect(details).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByTestId('schedule-banner')).toHaveAttribute('data-expanded')
    expect(document.getElementById('schedule-banner-text')).toHaveTextContent('Офис закрыт 1–8 января')
  })

  it('has no details button without a text', () => {
    render(<ScheduleBanner title="Праздничный график" text={null} dismissKey="k1" />)
    expect(screen.queryByRole('button', { name: 'Подробнее о графике' })).toBeNull()
  })
})

describe('PageHeader', () => {
  it('makes the hidden heading the h1 and the visible title an h2', () => {
    render(<PageHeader title="Подберём выгодную ипотеку" hiddenHeading="Ипотека" lead="Рассчитайте платёж" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ипотека')
    expect(screen.getByRole('heading', { level: 1 })).toHaveClass('visually-hidden')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Подберём выгодную ипотеку')
  })

  it('uses the title as h1 otherwise', () => {
    render(<PageHeader title="Квартиры" />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Квартиры')
  })
})

describe('useScrollState', () => {
  it('tracks offset and direction with the threshold', () => {
    function Probe() {
      const s = useScrollState()
      return <span data-testid="scroll">{`${s.offset}:${s.direction ?? 'none'}`}</span>
    }
    // A synchronous frame; 0 as the handle, so the listener never thinks a frame is pending.
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0)
      return 0
    })
    render(<Probe />)
    expect(screen.getByTestId('scroll')).toHaveTextContent('0:none')
    act(() => {
      window.scrollY = 50
      window.dispatchEvent(new Event('scroll'))
    })
    expect(screen.getByTestId('scroll')).toHaveTextContent('0:none')
    act(() => {
      window.scrollY = 400
      window.dispatchEvent(new Event('scroll'))
    })
    expect(screen.getByTestId('scroll')).toHaveTextContent('400:down')
    act(() => {
      window.scrollY = 250
      window.dispatchEvent(new Event('scroll'))
    })
    expect(screen.getByTestId('scroll')).toHaveTextContent('250:up')
  })
})

describe('MobileMenu', () => {
  const items = [
    { title: 'Квартиры', category: 'Каталог', to: { path: '/flats', hash: null }, parent: false },
    { title: 'Ипотека', category: 'Покупка', to: { path: '/mortgage', hash: null }, parent: false },
  ]

  it('renders its links on the first opening (not in the server HTML), the current page marked; the phone at once', () => {
    nav.pathname = '/mortgage'
    const showModal = vi.fn()
    const proto = HTMLDialogElement.prototype as { showModal?: () => void; close?: () => void }
    const saved = { showModal: proto.showModal, close: proto.close }
    proto.showModal = showModal
    proto.close = vi.fn()
    try {
      const { container } = render(<MobileMenu groups={groupMenu(items)} phoneLabel="+7 (812) 555-35-35" phoneHref="tel:+78125553535" />)
      const dialog = container.querySelector('dialog')!
      expect(dialog.querySelectorAll('a[href="/flats"], a[href="/mortgage"]')).toHaveLength(0)
      expect(dialog.querySelector('a[data-phone]')).toHaveAttribute('href', 'tel:+78125553535')
      fireEvent.click(screen.getByRole('button', { name: 'Открыть меню' }))
      expect(showModal).toHaveBeenCalled()
      expect(dialog.querySelector('a[href="/flats"]')).toHaveTextContent('Квартиры')
      expect(dialog.querySelector('a[href="/mortgage"]')).toHaveAttribute('aria-current', 'page')
      expect(screen.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'true')
    } finally {
      proto.showModal = saved.showModal
      proto.close = saved.close
    }
  })
})
