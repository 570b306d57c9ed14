import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { stubIntersectionObserver, testImage } from './test-fixtures'
import { VIDEO_LABELS, VideoCard } from './video-card'

const TITLE = 'Три года стройки за три минуты'

beforeEach(() => {
  stubIntersectionObserver()
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('VideoCard', () => {
  it('without a video is an honest still: the poster with its alt text and the caption, no play button', () => {
    render(
      <VideoCard title={TITLE} videoUrl={null} poster={testImage('history')} sizes="100vw" shape="wide">
        <h3>{TITLE}</h3>
      </VideoCard>,
    )
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('img', { name: 'Иллюстрация history' })).toBeInTheDocument()
    expect(screen.getByRole('figure')).toContainElement(screen.getByRole('heading', { name: TITLE }))
  })

  it('with a video offers a named play button that opens the film in a dialog', async () => {
    render(<VideoCard title={TITLE} videoUrl="/media/video/timelapse.mp4" poster={testImage('history')} sizes="100vw" />)
    await userEvent.click(screen.getByRole('button', { name: VIDEO_LABELS.play(TITLE) }))
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    expect(dialog.querySelector('video')).toHaveAttribute('src', '/media/video/timelapse.mp4')
  })

  it('says so in the dialog when the film cannot load', async () => {
    render(<VideoCard title={TITLE} videoUrl="/media/video/missing.mp4" poster={testImage('history')} sizes="100vw" />)
    await userEvent.click(screen.getByRole('button', { name: VIDEO_LABELS.play(TITLE) }))
    const dialog = await screen.findByRole('dialog', { name: TITLE })
    act(() => {
      fireEvent.error(dialog.querySelector('video')!)
    })
    expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_LABELS.failed)
  })
})
