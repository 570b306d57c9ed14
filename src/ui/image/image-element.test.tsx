import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { StaticImage } from './image-element'

const picture = { src: '/a-1600.webp', srcSet: '/a-640.webp 640w, /a-1600.webp 1600w', sizes: '100vw', width: 1600, height: 900 }

describe('StaticImage (server markup, no script)', () => {
  it('a priority image loads at once with high priority, without the lazy fade-in', () => {
    render(<StaticImage {...picture} alt="Рассвет" priority />)
    const img = screen.getByRole('img', { name: 'Рассвет' })
    expect(img).toHaveAttribute('src', '/a-1600.webp')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img).not.toHaveAttribute('loading')
    expect(img).not.toHaveClass('lazy')
  })

  // Without the browser's lazy loading React preloads every server-rendered image, even one in a closed panel.
  it('any other image is left to the browser’s own lazy loading, with its source and no fade-in', () => {
    render(<StaticImage {...picture} alt="Офис продаж" />)
    const img = screen.getByRole('img', { name: 'Офис продаж' })
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).toHaveAttribute('srcset', picture.srcSet)
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(img).not.toHaveClass('lazy')
  })
})
