import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONSULT_EVENT, type ConsultRequest } from '@/features/shell'

import { typeset } from '../blocks/typography'
import type { ImageDto } from '../image.schema'
import type { YardsView } from './load-yards'
import { YardsPageView } from './yards-page'

const image = (name: string): ImageDto => {
  const size = { url: `/media/${name}.webp`, width: 1600, height: 1000 }
  return { ...size, alt: name, sizes: { card: size, wide: size } }
}
const block = (title: string) => ({
  title,
  description: `${title}: описание`,
  image: image(title),
  items: [{ title: `${title} — пункт`, text: null, image: null }],
})

const VIEW = {
  page: {
    title: 'Дворы «Новой Зари»',
    description: 'Три закрытых двора',
    slider_main_screen_items: [
      { image: image('slide-1'), caption: 'Первый' },
      { image: image('slide-2'), caption: 'Второй' },
    ],
    communication_area_block: block('Место для встреч'),
    advantage_block: {
      title: 'Двор без машин',
      subtitle: null,
      subtitle_tablet: null,
      subtitle_mobile: null,
      help_text: null,
      text_button: null,
      project_url: null,
      advantages: [],
    },
    park_features_block: block('Прибрежный парк'),
    settle_down_nearby_block_first: block('Рядом с набережной'),
    settle_down_nearby_block_second: block('Рядом с парком'),
    gallery_slides: [{ image: image('gallery-1'), caption: 'Дорожки' }],
    sport_block: block('Спорт во дворе'),
    herbarium_block: block('Сад-гербарий'),
  },
  request: { title: 'Получить консультацию', description: 'Подберём квартиру', image: null },
} as unknown as YardsView

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

describe('YardsPageView', () => {
  it('shows the title and every block heading from the CMS', () => {
    render(<YardsPageView {...VIEW} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Дворы «Новой Зари»' })).toBeInTheDocument()
    for (const title of [
      'Место для встреч',
      'Двор без машин',
      'Прибрежный парк',
      'Рядом с набережной',
      'Рядом с парком',
      'Спорт во дворе',
      'Сад-гербарий',
      'Получить консультацию',
    ]) {
      // Set by the typographer: «с набережной» is glued by a no-break space.
      expect(screen.getByRole('heading', { level: 2, name: typeset(title) })).toBeInTheDocument()
    }
  })

  it('loads only the first slide with priority (the LCP image)', () => {
    const { container } = render(<YardsPageView {...VIEW} />)
    const high = container.querySelectorAll('img[fetchpriority="high"]')
    expect(high).toHaveLength(1)
    expect(high[0]).toHaveAttribute('alt', 'slide-1')
  })

  it("asks for the consultation modal with the source 'yards'", async () => {
    const requests: ConsultRequest[] = []
    const listener = (event: Event) => {
      event.preventDefault()
      requests.push((event as CustomEvent<ConsultRequest>).detail)
    }
    window.addEventListener(CONSULT_EVENT, listener)
    render(<YardsPageView {...VIEW} />)
    await userEvent.click(screen.getByRole('button', { name: 'получить консультацию' }))
    window.removeEventListener(CONSULT_EVENT, listener)
    expect(requests).toEqual([{ source: 'yards' }])
  })
})
