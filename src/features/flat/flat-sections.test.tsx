import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'

vi.mock('@/features/content', () => ({
  CmsImage: ({ image, alt }: { image: { url: string; alt: string } | null; alt?: string }) =>
    image ? <span role="img" aria-label={alt ?? image.alt} data-src={image.url} /> : null,
}))
vi.mock('./gallery-grid', () => ({
  GalleryGrid: ({ thumbs }: { thumbs: { key: string; alt: string }[] }) => (
    <ul>
      {thumbs.map((t) => (
        <li key={t.key}>{t.alt}</li>
      ))}
    </ul>
  ),
}))

import { flatDetail, testImage } from './flat-fixture'
import { FlatFeatures, FlatGallery, FlatPromo, FlatTour } from './flat-sections'

describe('flat card blocks (SPEC §2.2: virtual tour, gallery, layout features, promo)', () => {
  it('embeds the virtual tour lazily, with a title, and links to it', () => {
    render(<FlatTour url="https://tour.example.ru/2k-01" code="2K-01" />)
    const frame = screen.getByTitle('Виртуальный тур по планировке 2K-01')
    expect(frame).toHaveAttribute('loading', 'lazy')
    expect(frame).toHaveAttribute('src', 'https://tour.example.ru/2k-01')
    expect(screen.getByRole('link', { name: 'открыть тур в новом окне' })).toHaveAttribute('target', '_blank')
  })

  it('lists the gallery pictures by their captions', () => {
    render(
      <FlatGallery
        gallery={[
          { ...testImage('/a.webp', 'Кухня'), caption: 'Кухня-гостиная' },
          { ...testImage('/b.webp', 'Спальня'), caption: null },
        ]}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Галерея' })).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Кухня-гостиная', 'Спальня'])
  })

  it('shows the feature block, the layout features, the tags and the characteristics', () => {
    render(<FlatFeatures detail={flatDetail()} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Двухкомнатная с кухней-гостиной' })).toBeInTheDocument()
    expect(screen.getByText('Спальня отделена от гостиной коридором.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Кухня-гостиная' })).toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Особенности квартиры' })).getByText('угловое остекление')).toBeInTheDocument()
    expect(screen.getByText('Жилая площадь').nextSibling).toHaveTextContent('31,2 м²')
  })

  it('renders nothing when the layout has no features at all', () => {
    const { container } = render(
      <FlatFeatures detail={flatDetail({ layout: null, layout_features: [], default_features: [], features: [] })} />,
    )
    expect(container).toBeEmptyDOMElement()
  })

  it('shows the promo with its link', () => {
    render(
      <FlatPromo
        promo={{
          id: 5,
          title: 'Ставка 0,1 % на первый год',
          text: 'Застройщик субсидирует ставку.',
          image: null,
          button_text: 'Узнать условия',
          url: '/mortgage',
          discount_percent: null,
          full_payment: false,
          position: null,
          price_from: null,
          valid_until: null,
        }}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Ставка 0,1 % на первый год' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Узнать условия' })).toHaveAttribute('href', '/mortgage')
  })
})
