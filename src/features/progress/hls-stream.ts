/**
 * Playing a camera's HLS stream: the browser's own player where it plays HLS (Safari, iOS), else hls.js,
 * fetched only at this moment so the page never ships it up front.
 */

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl'

export type HlsPlayback = 'native' | 'hls.js'

/** 'native' when the video element plays HLS itself, else 'hls.js'. */
export function hlsPlayback(video: Pick<HTMLVideoElement, 'canPlayType'>): HlsPlayback {
  return video.canPlayType(HLS_MIME_TYPE) === '' ? 'hls.js' : 'native'
}

// A rejected play() (autoplay policy, interrupted load) is not a broken stream: the controls stay usable
// and real failures arrive as 'error' events.
const play = (video: HTMLVideoElement) => void video.play()?.catch(() => {})

/**
 * Starts the stream in the video element; `onError` fires once when it cannot play (unsupported browser,
 * unreachable or broken stream, hls.js failing to load). Resolves to a function that stops it.
 */
export async function attachHlsStream(video: HTMLVideoElement, url: string, onError: () => void): Promise<() => void> {
  if (hlsPlayback(video) === 'native') {
    video.addEventListener('error', onError, { once: true })
    video.src = url
    play(video)
    return () => {
      video.removeEventListener('error', onError)
      video.removeAttribute('src')
      video.load()
    }
  }
  let Hls: typeof import('hls.js').default
  try {
    Hls = (await import('hls.js')).default
  } catch {
    onError()
    return () => {}
  }
  if (!Hls.isSupported()) {
    onError()
    return () => {}
  }
  const hls = new Hls()
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return
    hls.destroy()
    onError()
  })
  hls.on(Hls.Events.MANIFEST_PARSED, () => play(video))
  hls.loadSource(url)
  hls.attachMedia(video)
  return () => hls.destroy()
}

/**
 * Whether a camera is broadcasting, as the server finds its playlist (`/api/cameras/{id}/status/`). Asked once
 * when the card mounts, so a camera that is off (outside working hours, maintenance) shows its last frame calmly
 * instead of a play button that leads to an error. An answer that cannot be read counts as off.
 */
export async function isCameraOnline(id: number, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(`/api/cameras/${id}/status/`, { signal })
    if (!response.ok) return false
    const status = (await response.json()) as { online?: unknown }
    return status.online === true
  } catch {
    return false
  }
}
