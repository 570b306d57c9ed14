import { notFound } from '@/server/api'
import { serverEnv } from '@/server/env'
import { createReadCache } from '@/server/read-cache'

import type { CameraStatusDto } from './progress.schema'
import { listCameras } from './service'

/** How long the playlist may take to answer before the camera counts as off. */
const CHECK_TIMEOUT_MS = 3_000

/**
 * The answers, kept 30 s each: a page full of visitors asks the camera's host once per 30 s, not once each.
 * At most 100 (one per camera URL; a few cameras in practice). `now` is read per call, so tests can move the clock.
 */
const playlists = createReadCache<boolean>({ ttlMs: 30_000, max: 100, now: () => Date.now() })

/**
 * Whether a camera's HLS playlist answers, asked by the server. The browser used to ask the playlist itself,
 * and every page view of a camera that was off left a failed request in the visitor's console; the camera's host
 * also had to allow the site's origin for HEAD. A host that refuses HEAD (405) is given the benefit of the
 * doubt. Concurrent and recent checks of one URL share one request.
 */
export function isPlaylistOnline(url: string): Promise<boolean> {
  return playlists.get(url, () =>
    fetch(url, { method: 'HEAD', cache: 'no-store', redirect: 'follow', signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) })
      .then((response) => response.ok || response.status === 405)
      .catch(() => false),
  )
}

/**
 * /api/cameras/{id}/status/: whether the camera broadcasts now. A stream URL relative to the site (the demo's
 * `/streams/…`) is asked of the site's public address (SITE_URL), never of the request's Host header: that
 * would let anyone make the server knock on a host of their choosing.
 */
export async function getCameraStatus(id: number, siteUrl = serverEnv().SITE_URL): Promise<CameraStatusDto> {
  const camera = (await listCameras()).results.find((item) => item.id === id)
  if (!camera) throw notFound('Камера не найдена')
  let url: URL
  try {
    url = new URL(camera.stream_url, siteUrl)
  } catch {
    return { online: false }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { online: false }
  return { online: await isPlaylistOnline(url.href) }
}
