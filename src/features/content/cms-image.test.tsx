import { describe, expect, it } from 'vitest'

import { imageSrcSet } from './cms-image-props'
import type { ImageDto } from './image.schema'

const image = (width: number, wide: number): ImageDto => ({
  url: '/cms-api/media/file/yard.webp',
  width,
  height: 1000,
  alt: 'Двор',
  sizes: {
    card: { url: '/cms-api/media/file/yard-640x400.webp', width: 640, height: 400 },
    wide: { url: '/cms-api/media/file/yard-1600x1000.webp', width: wide, height: 1000 },
  },
})

describe('imageSrcSet', () => {
  it('lists each width once, the resized copy before an original of the same width', () => {
    expect(imageSrcSet(image(1600, 1600))).toBe('/cms-api/media/file/yard-640x400.webp 640w, /cms-api/media/file/yard-1600x1000.webp 1600w')
  })

  it('keeps a larger original as the widest candidate', () => {
    expect(imageSrcSet(image(2400, 1600))).toBe(
      '/cms-api/media/file/yard-640x400.webp 640w, /cms-api/media/file/yard-1600x1000.webp 1600w, /cms-api/media/file/yard.webp 2400w',
    )
  })
})
