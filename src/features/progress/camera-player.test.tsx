import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const hls = vi.hoisted(() => {
  const instances: Array<{ fail: () => void; loadSource: ReturnType<typeof vi.fn> }> = []
  class FakeHls {
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' }
    static isSupported = () => true
    private onError: ((event: string, data: { fatal: boolean }) => void) | undefined
    loadSource = vi.fn()
    attachMedia = vi.fn()
    destroy = vi.fn()
    constructor() {
      instances.push({ fail: () => this.onError?.('hlsError', { fatal: true }), loadSource: this.loadSource })
    }
    on(event: string, handler: (event: string, data: { fatal: boolean }) => void) {
      if (event === 'hlsError') this.onError = handler
    }
  }
  return { instances, FakeHls }
})
vi.mock('hls.js', () => ({ default: hls.FakeHls }))

import { CAMERA_LABELS, CameraPlayer } from './camera-player'

const TITLE = 'Камера 1 — корпуса 3 и 4, вид с северо-востока'
const poster = { src: '/poster.webp', alt: 'Кадр веб-камеры', width: 1920, height: 1080 }
let canPlay = ''
let cameraOnline = true

beforeEach(() => {
  hls.instances.length = 0
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
  cameraOnline = true
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(Response.json({ online: cameraOnline }))),
  )
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation(() => canPlay as CanPlayTypeResult)
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
  vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const renderPlayer = () =>
  render(<CameraPlayer id={3} title={TITLE} streamUrl="/streams/camera-1/index.m3u8" poster={poster} sizes="100vw" />)
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

describe('CameraPlayer', () => {
  it('shows the poster and no video until the visitor starts the stream', async () => {
    renderPlayer()
    expect(screen.getByRole('img', { name: 'Кадр веб-камеры' })).toBeInTheDocument()
    // No play button before the camera is known to broadcast.
    expect(screen.queryByRole('button')).toBeNull()
    expect(await screen.findByRole('button', { name: `смотреть трансляцию: ${TITLE}` })).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledWith('/api/cameras/3/status/', expect.anything())
    expect(document.querySelector('video')).toBeNull()
  })

  it('shows a camera that is off as its last frame with a calm note and no play button', async () => {
    cameraOnline = false
    renderPlayer()
    expect(await screen.findByText(CAMERA_LABELS.offline)).toBeInTheDocument()
    expect(screen.getByText(CAMERA_LABELS.offlineText)).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Кадр веб-камеры' })).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.queryByText(CAMERA_LABELS.unavailable)).toBeNull()
  })

  it('plays HLS natively where the browser can, without hls.js', async () => {
    canPlay = 'maybe'
    renderPlayer()
    await userEvent.click(await screen.findByRole('button', { name: /смотреть трансляцию/ }))
    await flush()
    const video = document.querySelector('video')!
    expect(video).toHaveAttribute('src', '/streams/camera-1/index.m3u8')
    expect(video).toHaveAccessibleName(TITLE)
    expect(hls.instances).toHaveLength(0)
  })

  it('falls back to hls.js elsewhere and shows a calm unavailable state with the camera name on a fatal error', async () => {
    canPlay = ''
    renderPlayer()
    await userEvent.click(await screen.findByRole('button', { name: /смотреть трансляцию/ }))
    await flush()
    expect(hls.instances).toHaveLength(1)
    expect(hls.instances[0]!.loadSource).toHaveBeenCalledWith('/streams/camera-1/index.m3u8')
    act(() => hls.instances[0]!.fail())
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('трансляция недоступна')
    expect(status).toHaveTextContent(TITLE)
    // A retry starts a fresh attempt.
    await userEvent.click(screen.getByRole('button', { name: 'попробовать снова' }))
    await flush()
    expect(hls.instances).toHaveLength(2)
    expect(screen.queryByText('трансляция недоступна')).toBeNull()
  })

  it('shows the unavailable state when the native player cannot load the stream', async () => {
    canPlay = 'maybe'
    renderPlayer()
    await userEvent.click(await screen.findByRole('button', { name: /смотреть трансляцию/ }))
    await flush()
    act(() => {
      document.querySelector('video')!.dispatchEvent(new Event('error'))
    })
    expect(screen.getByRole('status')).toHaveTextContent('трансляция недоступна')
    expect(screen.getByRole('button', { name: 'попробовать снова' })).toHaveFocus()
  })
})
