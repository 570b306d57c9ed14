import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { GalleryGrid } from './gallery-grid'
import { FlatHero, FlatViewerProvider } from './flat-viewer'
import type { HeroTab } from './hero-tabs'

const TABS: HeroTab[] = [
  { value: 'plan', label: 'планировка' },
  { value: 'floor', label: 'на этаже' },
  { value: 'gallery', label: 'галерея' },
]
const GALLERY = [
  { key: 'a', node: <p>Фото гостиной</p>, caption: 'Гостиная' },
  { key: 'b', node: <p>Фото кухни</p>, caption: 'Кухня' },
]

function renderCard(tabs: HeroTab[] = TABS) {
  return render(
    <FlatViewerProvider tabs={tabs}>
      <FlatHero
        tabs={tabs}
        label="Планировка: 2-комнатная квартира"
        plan={<p>План квартиры</p>}
        floor={<p>План этажа</p>}
        gallery={GALLERY}
      />
      <GalleryGrid thumbs={GALLERY.map((g) => ({ key: g.key, node: <span>{g.caption}</span>, alt: g.caption }))} />
    </FlatViewerProvider>,
  )
}

describe('FlatHero (SPEC §2.2 hero with plan, tabs and fullscreen; §4 default tab plan)', () => {
  it("opens on the 'plan' tab with the plan shown", () => {
    renderCard()
    expect(screen.getByRole('tab', { name: 'планировка' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('План квартиры')
  })

  it('switches tabs with the arrow keys', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(screen.getByRole('tab', { name: 'планировка' }))
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'на этаже' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('План этажа')
    await user.keyboard('{End}')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Фото гостиной')
  })

  it('zooms into a fullscreen dialog and closes with Escape, giving focus back', async () => {
    const user = userEvent.setup()
    renderCard()
    const zoom = screen.getByRole('button', { name: 'Увеличить' })
    await user.click(zoom)
    // The zoom pane and the modal's lock are modules of their own, loaded when idle or with the first zoom: the view
    // opens once the pane is there, and the page under it stops scrolling once the lock is on.
    const dialog = await screen.findByRole('dialog', { name: 'Планировка: 2-комнатная квартира' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    await waitFor(() => expect(document.body).toHaveAttribute('data-scroll-locked'))
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(zoom).toHaveFocus()
  })

  it('fullscreen, the plan is a zoomable picture with focus on it: + zooms and is announced, Esc closes', async () => {
    const user = userEvent.setup()
    renderCard()
    // In the page the plan is a still picture: a finger on it scrolls the page.
    expect(screen.queryByRole('group', { name: 'План квартиры' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Увеличить' }))
    const dialog = await screen.findByRole('dialog', { name: 'Планировка: 2-комнатная квартира' })
    const plan = within(dialog).getByRole('group', { name: 'План квартиры' })
    await waitFor(() => expect(plan).toHaveFocus())
    expect(plan).toHaveTextContent('План квартиры')
    await user.keyboard('+')
    expect(within(dialog).getByTestId('zoom-live')).toHaveTextContent('Масштаб 150 %')
    // Tab stays inside the dialog.
    for (let i = 0; i < 8; i++) await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Увеличить' })).toHaveFocus()
  })

  it('opens the fullscreen viewer on the gallery picture chosen under the card, and pages through it', async () => {
    const user = userEvent.setup()
    renderCard()
    await user.click(screen.getByRole('button', { name: 'Открыть фото на весь экран: Кухня' }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('tab', { name: 'галерея' })).toHaveAttribute('aria-selected', 'true')
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Фото кухни')
    await user.click(within(dialog).getByRole('button', { name: 'Следующее фото' }))
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Фото гостиной')
    await user.keyboard('{ArrowLeft}')
    expect(within(dialog).getByRole('tabpanel')).toHaveTextContent('Фото кухни')
  })
})
