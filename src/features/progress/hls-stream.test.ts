import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const hls = vi.hoisted(() => {
  const state = {
    supported: true,
    instances: [] as Array<{ handlers: Map<string, (event: string, data: { fatal: boolean }) => void>; destroy: ReturnType<typeof vi.fn> }>,
    loaded: vi.fn(),
  }
  class FakeHls {
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' }
    static isSupported = () => state.supported
    handlers = new Map<string, (event: string, data: { fatal: boolean }) => void>()
    destroy = vi.fn()
    constructor() {
      state.loaded()
      state.instances.push(this)
    }
    on(event: string, handler: (event: string, data: { fatal: boolean }) => void) {
      this.handlers.set(event, handler)
    }
    loadSource = vi.fn()
    attachMedia = vi.fn()
  }
  return { state, FakeHls }
})

vi.mock('hls.js', () => ({ default: hls.FakeHls }))

import { attachHlsStream, hlsPlayback, HLS_MIME_TYPE, isCameraOnline } from './hls-stream'

function video(canPlay: string): HTMLVideoElement {
  const element = document.createElement('video')
  element.canPlayType = vi.fn((type: string) => (type === HLS_MIME_TYPE ? canPlay : '')) as HTMLVideoElement['canPlayType']
  element.play = vi.fn(() => Promise.resolve())
  element.load = vi.fn()
  return element
}

beforeEach(() => {
  hls.state.supported = true
  hls.state.instances = []
  hls.state.loaded.mockClear()
})
afterEach(() => vi.restoreAllMocks())

describe('hlsPlayback', () => {
  it('plays natively where the browser answers canPlayType for HLS, else through hls.js', () => {
    expect(hlsPlayback(video('maybe'))).toBe('native')
    expect(hlsPlayback(video('probably'))).toBe('native')
    expect(hlsPlayback(video(''))).toBe('hls.js')
  })
})

describe('attachHlsStream', () => {
  it('native: sets the stream as the source and never loads hls.js; a media error reports once', async () => {
    const element = video('maybe')
    const onError = vi.fn()
    const stop = await attachHlsStream(element, '/streams/camera-1/index.m3u8', onError)
    expect(element.getAttribute('src')).toBe('/streams/camera-1/index.m3u8')
    expect(element.play).toHaveBeenCalled()
    expect(hls.state.loaded).not.toHaveBeenCalled()
    element.dispatchEvent(new Event('error'))
    element.dispatchEvent(new Event('error'))
    expect(onError).toHaveBeenCalledTimes(1)
    stop()
    expect(element.hasAttribute('src')).toBe(false)
  })

  it('hls.js: loads the library only now, attaches the stream and destroys it on stop', async () => {
    const element = video('')
    const onError = vi.fn()
    const stop = await attachHlsStream(element, '/streams/camera-2/index.m3u8', onError)
    const [instance] = hls.state.instances as unknown as Array<InstanceType<typeof hls.FakeHls>>
    expect(instance!.loadSource).toHaveBeenCalledWith('/streams/camera-2/index.m3u8')
    expect(instance!.attachMedia).toHaveBeenCalledWith(element)
    instance!.handlers.get('hlsManifestParsed')?.('hlsManifestParsed', { fatal: false })
    expect(element.play).toHaveBeenCalled()
    stop()
    expect(instance!.destroy).toHaveBeenCalled()
    expect(onError).not.toHaveBeenCalled()
  })

  it('hls.js: a fatal error (unreachable stream) reports and tears down; a recoverable one does not', async () => {
    const onError = vi.fn()
    await attachHlsStream(video(''), '/streams/missing.m3u8', onError)
    const [instance] = hls.state.instances as unknown as Array<InstanceType<typeof hls.FakeHls>>
    instance!.handlers.get('hlsError')?.('hlsError', { fatal: false })
    expect(onError).not.toHaveBeenCalled()
    instance!.handlers.get('hlsError')?.('hlsError', { fatal: true })
    expect(onError).toHaveBeenCalledTimes(1)
    expect(instance!.destroy).toHaveBeenCalled()
  })

  it('reports an error when neither the browser nor hls.js (no MediaSource) can play HLS', async () => {
    hls.state.supported = false
    const onError = vi.fn()
    await attachHlsStream(video(''), '/streams/camera-1/index.m3u8', onError)
    expect(onError).toHaveBeenCalledTimes(1)
    expect(hls.state.instances).toHaveLength(0)
  })
})

describe('isCameraOnline', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the site for the camera’s state, never the stream’s host', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(Response.json({ online: true })))
    vi.stubGlobal('fetch', fetchMock)
    expect(await isCameraOnline(7)).toBe(true)
    expect(fetchMock).toHaveBeenCalledWith('/api/cameras/7/status/', expect.anything())
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ online: false }))),
    )
    expect(await isCameraOnline(7)).toBe(false)
  })

  it('counts the camera as off when the answer is an error, not JSON, or the network fails', async () => {
    for (const answer of [
      () => Promise.resolve(Response.json({ detail: 'Камера не найдена' }, { status: 404 })),
      () => Promise.resolve(new Response('<html>', { status: 200 })),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      vi.stubGlobal('fetch', vi.fn(answer))
      expect(await isCameraOnline(1)).toBe(false)
    }
  })
})
