import { describe, expect, it } from 'vitest'

import { landscape, landscapeSlides, toImage } from './image.schema'

const size = (name: string, width: number, height: number) => ({ url: `/m/${name}`, width, height })
const media = (sizes: Record<string, { url: string; width: number; height: number }>) => ({
  url: '/m/hero.webp',
  alt: 'Рассвет',
  width: 1920,
  height: 1080,
  filename: 'hero.webp',
  sizes,
})

describe('toImage', () => {
  it('carries the portrait crop the library made', () => {
    const image = toImage(media({ card: size('c', 640, 360), wide: size('w', 1600, 900), portrait: size('p', 608, 1080) }))
    expect(image?.sizes.portrait).toEqual({ url: '/m/p', width: 608, height: 1080 })
  })

  it('leaves it out when there is none (an SVG plan, a file uploaded before it existed): the original is no crop', () => {
    const image = toImage(media({ card: size('c', 640, 360), wide: size('w', 1600, 900), portrait: { url: '', width: 0, height: 0 } }))
    expect(image?.sizes).toEqual({ card: { url: '/m/c', width: 640, height: 360 }, wide: { url: '/m/w', width: 1600, height: 900 } })
  })
})

describe('landscape', () => {
  it('drops the portrait crop and keeps the rest', () => {
    const image = toImage(media({ card: size('c', 640, 360), wide: size('w', 1600, 900), portrait: size('p', 608, 1080) }))!
    expect(landscape(image)).toEqual({ ...image, sizes: { card: image.sizes.card, wide: image.sizes.wide } })
    expect(landscape(null)).toBeNull()
    expect(landscapeSlides([{ image, caption: 'Двор' }, { image: null }])).toEqual([
      { image: landscape(image), caption: 'Двор' },
      { image: null },
    ])
  })
})
