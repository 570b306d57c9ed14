import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const cameras = vi.hoisted(() => ({
  results: [
    { id: 1, title: 'Камера 1', stream_url: '/streams/camera-1/index.m3u8', poster: null },
    { id: 2, title: 'Камера 2', stream_url: 'https://cams.example.ru/c2/index.m3u8', poster: null },
    { id: 3, title: 'Камера 3', stream_url: 'rtsp://10.0.0.3/live', poster: null },
  ],
}))
vi.mock('./service', () => ({ listCameras: () => Promise.resolve({ count: cameras.results.length, results: cameras.results }) }))

import { getCameraStatus, isPlaylistOnline } from './camera-status'

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn((url: string) => Promise.resolve(new Response(null, { status: url.includes('c2') ? 200 : 404 })))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('getCameraStatus', () => {
  it('asks the playlist with HEAD; a relative stream URL is asked of the site’s public address', async () => {
    expect(await getCameraStatus(1, 'https://zarya.example.ru')).toEqual({ online: false })
    expect(fetchMock).toHaveBeenCalledWith(
      'https://zarya.example.ru/streams/camera-1/index.m3u8',
      expect.objectContaining({ method: 'HEAD' }),
    )
    expect(await getCameraStatus(2, 'https://zarya.example.ru')).toEqual({ online: true })
  })

  it('answers 404 for a camera that does not exist, and off for a stream that is not HTTP, without asking it', async () => {
    await expect(getCameraStatus(99, 'https://zarya.example.ru/')).rejects.toMatchObject({ status: 404 })
    expect(await getCameraStatus(3, 'https://zarya.example.ru/')).toEqual({ online: false })
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('isPlaylistOnline', () => {
  it('asks a host once for a burst of visitors and again after 30 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const url = 'https://cams.example.ru/c2/burst.m3u8'
      vi.setSystemTime(1_000)
      const answers = await Promise.all(Array.from({ length: 20 }, () => isPlaylistOnline(url)))
      expect(answers.every(Boolean)).toBe(true)
      vi.setSystemTime(31_000)
      expect(await isPlaylistOnline(url)).toBe(true)
      expect(fetchMock).toHaveBeenCalledTimes(1)
      // lru-cache keeps an answer for 30 s inclusive: it is stale from the next millisecond.
      vi.setSystemTime(31_001)
      await isPlaylistOnline(url)
      expect(fetchMock).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('takes a host that refuses HEAD as broadcasting, and one that times out or fails as off', async () => {
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response(null, { status: 405 })))
    expect(await isPlaylistOnline('https://a.example/1.m3u8')).toBe(true)
    fetchMock.mockImplementationOnce(() => Promise.reject(new DOMException('timed out', 'TimeoutError')))
    expect(await isPlaylistOnline('https://a.example/2.m3u8')).toBe(false)
  })
})
