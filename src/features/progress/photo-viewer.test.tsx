import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { stepIndex } from './photo-viewer'
import { ProgressPhotos } from './progress-photos'

const photos = [1, 2, 3].map((n) => ({
  src: `/photo-${n}.webp`,
  srcSet: `/photo-${n}-640.webp 640w`,
  alt: `Фото стройки ${n}`,
  width: 1600,
  height: 1000,
  caption: `Подпись ${n}`,
}))

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

describe('stepIndex', () => {
  it('wraps around at both ends', () => {
    expect(stepIndex(2, 1, 3)).toBe(0)
    expect(stepIndex(0, -1, 3)).toBe(2)
    expect(stepIndex(1, 1, 3)).toBe(2)
  })
})

describe('ProgressPhotos and the fullscreen viewer', () => {
  it('opens the viewer at the clicked photo; the arrow keys and buttons move through the photos', async () => {
    const user = userEvent.setup()
    render(<ProgressPhotos title="Ноябрь 2026" photos={photos} />)
    await user.click(screen.getByRole('button', { name: 'Фото стройки 2' }))
    // The viewer's code downloads on the first opening.
    const dialog = await screen.findByRole('dialog', { name: 'Ноябрь 2026' })
    expect(dialog).toHaveTextContent('2 из 3')
    expect(dialog).toHaveTextContent('Подпись 2')

    await user.keyboard('{ArrowRight}')
    expect(dialog).toHaveTextContent('3 из 3')
    await user.keyboard('{ArrowRight}')
    expect(dialog).toHaveTextContent('1 из 3')
    await user.keyboard('{ArrowLeft}')
    expect(dialog).toHaveTextContent('3 из 3')
    expect(within(dialog).getByRole('img', { name: 'Фото стройки 3' })).toHaveAttribute('src', '/photo-3.webp')

    await user.click(screen.getByRole('button', { name: 'предыдущее фото' }))
    expect(dialog).toHaveTextContent('2 из 3')
    await user.click(screen.getByRole('button', { name: 'следующее фото' }))
    expect(dialog).toHaveTextContent('3 из 3')
  })

  it('closes on Escape and gives the focus back to the photo that opened it', async () => {
    const user = userEvent.setup()
    render(<ProgressPhotos title="Ноябрь 2026" photos={photos} />)
    const opener = screen.getByRole('button', { name: 'Фото стройки 1' })
    await user.click(opener)
    await waitFor(() => expect(screen.getByRole('button', { name: 'следующее фото' })).toHaveFocus())
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('shows no arrows for a single photo', async () => {
    const user = userEvent.setup()
    render(<ProgressPhotos title="Май 2024" photos={photos.slice(0, 1)} />)
    await user.click(screen.getByRole('button', { name: 'Фото стройки 1' }))
    await screen.findByRole('dialog')
    expect(screen.queryByRole('button', { name: 'следующее фото' })).toBeNull()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('dialog')).not.toHaveTextContent('из')
  })
})
