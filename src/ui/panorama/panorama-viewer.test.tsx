import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { PanoramaViewer } from './panorama-viewer'

const sphere = vi.hoisted(() => ({ mountSphere: vi.fn(), destroy: vi.fn() }))
const webgl = vi.hoisted(() => ({ available: true }))

// The dynamic import of the sphere chunk (three.js, the viewer) is mocked; WebGL support is switched per test.
vi.mock('./panorama-sphere', () => ({ mountSphere: sphere.mountSphere }))
vi.mock('./webgl', () => ({ hasWebGL: () => webgl.available }))

const props = { src: '/pano.webp', poster: '/pano-poster.webp', alt: 'Панорама района с крыши', caption: 'Вид с корпуса 4' }

describe('PanoramaViewer', () => {
  beforeEach(() => {
    sphere.mountSphere.mockReset()
    sphere.destroy.mockReset()
    webgl.available = true
    // jsdom has no IntersectionObserver; the poster is a LazyImage.
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

  it('shows the poster with its 360° control and loads nothing heavy before activation', () => {
    render(<PanoramaViewer {...props} />)
    expect(screen.getByRole('img', { name: props.alt })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /360°/ })).toBeEnabled()
    expect(screen.getByText(props.caption)).toBeInTheDocument()
    expect(sphere.mountSphere).not.toHaveBeenCalled()
    expect(screen.queryByRole('application')).not.toBeInTheDocument()
  })

  it('loads the sphere on activation, then focuses it so the arrows turn the view', async () => {
    let ready: () => void = () => undefined
    sphere.mountSphere.mockImplementation((_container: HTMLElement, options: { onReady: () => void }) => {
      ready = options.onReady
      return { destroy: sphere.destroy }
    })
    const { unmount } = render(<PanoramaViewer {...props} />)
    await userEvent.click(screen.getByRole('button', { name: /360°/ }))

    await waitFor(() => expect(sphere.mountSphere).toHaveBeenCalledTimes(1))
    const [container, options] = sphere.mountSphere.mock.calls[0]!
    expect(container).toBe(screen.getByRole('application', { name: props.alt }))
    expect(options).toMatchObject({ src: props.src, caption: props.caption })
    // The poster stays over the sphere until its texture is on screen.
    expect(screen.getByRole('button', { name: /360°/ })).toBeDisabled()

    act(() => ready())
    expect(screen.queryByRole('button', { name: /360°/ })).not.toBeInTheDocument()
    expect(screen.getByRole('application', { name: props.alt })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'во весь экран' })).toHaveAttribute('aria-pressed', 'false')

    unmount()
    expect(sphere.destroy).toHaveBeenCalled()
  })

  it('falls back to the flat picture without WebGL, never touching the sphere', async () => {
    webgl.available = false
    render(<PanoramaViewer {...props} />)
    await userEvent.click(screen.getByRole('button', { name: /360°/ }))

    const strip = screen.getByRole('region', { name: props.alt })
    expect(strip).toHaveFocus()
    expect(strip.querySelector('img')).toHaveAttribute('src', props.src)
    expect(sphere.mountSphere).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'во весь экран' })).toBeInTheDocument()
  })

  it('pans the flat picture with the arrow keys', async () => {
    webgl.available = false
    render(<PanoramaViewer {...props} />)
    await userEvent.click(screen.getByRole('button', { name: /360°/ }))
    const strip = screen.getByRole('region', { name: props.alt })
    const scrollBy = vi.fn()
    strip.scrollBy = scrollBy as unknown as typeof strip.scrollBy
    await userEvent.keyboard('{ArrowRight}')
    await userEvent.keyboard('{ArrowLeft}')
    expect(scrollBy).toHaveBeenCalledTimes(2)
    expect(scrollBy.mock.calls[0]![0].left).toBeGreaterThan(0)
    expect(scrollBy.mock.calls[1]![0].left).toBeLessThan(0)
  })

  it('falls back to the flat picture when the sphere cannot start (no crash)', async () => {
    sphere.mountSphere.mockImplementation(() => {
      throw new Error('Error creating WebGL context.')
    })
    render(<PanoramaViewer {...props} />)
    await userEvent.click(screen.getByRole('button', { name: /360°/ }))
    expect(await screen.findByRole('region', { name: props.alt })).toBeInTheDocument()
    expect(screen.queryByRole('application')).not.toBeInTheDocument()
  })

  it('falls back when the texture fails to load', async () => {
    sphere.mountSphere.mockImplementation((_c: HTMLElement, options: { onError: (e: unknown) => void }) => {
      setTimeout(() => options.onError(new Error('404')), 0)
      return { destroy: sphere.destroy }
    })
    render(<PanoramaViewer {...props} />)
    await userEvent.click(screen.getByRole('button', { name: /360°/ }))
    expect(await screen.findByRole('region', { name: props.alt })).toBeInTheDocument()
    expect(sphere.destroy).toHaveBeenCalled()
  })

  it('toggles fullscreen on the stage', async () => {
    webgl.available = false
    const { container } = render(<PanoramaViewer {...props} />)
    await userEvent.click(screen.getByRole('button', { name: /360°/ }))
    const stage = container.querySelector('figure > div') as HTMLElement
    const request = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: stage })
      document.dispatchEvent(new Event('fullscreenchange'))
      return Promise.resolve()
    })
    stage.requestFullscreen = request
    await userEvent.click(screen.getByRole('button', { name: 'во весь экран' }))
    expect(request).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'во весь экран' })).toHaveAttribute('aria-pressed', 'true')
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null })
  })
})
