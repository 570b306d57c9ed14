/**
 * New build detection (SPEC §4): poll /builds/latest.json with a timestamp query; once the id differs
 * from the running build, the next navigation is a full reload. Framework-free; the shell wires it to
 * the window and the navigation chain.
 */
import { LATEST_BUILD_PATH } from './build-id'

/** The spec leaves the interval open: five minutes, plus a check when the tab comes back (throttled). */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000
/** Checks triggered by focus or visibility are at least this far apart. */
export const BUILD_CHECK_MIN_GAP_MS = 10_000

export interface BuildWatcherOptions {
  currentId: string
  /** Returns the JSON answer of the latest-build call. */
  fetchLatest: (url: string) => Promise<unknown>
  now?: () => number
  onNewBuild?: (id: string) => void
}

/** The URL of one poll: the timestamp defeats every cache between the browser and the app. */
export function latestBuildUrl(now: number): string {
  return `${LATEST_BUILD_PATH}?t=${now}`
}

/** Creates a watcher; check() never throws (an unreachable server is not a new build). */
export function createBuildWatcher({ currentId, fetchLatest, now = Date.now, onNewBuild }: BuildWatcherOptions) {
  let latest: string | null = null
  let lastCheck = Number.NEGATIVE_INFINITY
  let inFlight: Promise<boolean> | null = null

  const hasNewBuild = () => latest !== null && latest !== currentId

  async function check(): Promise<boolean> {
    if (hasNewBuild()) return true
    if (inFlight) return inFlight
    lastCheck = now()
    inFlight = (async () => {
      try {
        const data = await fetchLatest(latestBuildUrl(lastCheck))
        const id = (data as { id?: unknown } | null)?.id
        if (typeof id === 'string' && id) {
          latest = id
          if (hasNewBuild()) onNewBuild?.(id)
        }
      } catch {
        // Offline or mid-deploy: try again at the next tick.
      } finally {
        inFlight = null
      }
      return hasNewBuild()
    })()
    return inFlight
  }

  return {
    check,
    /** A check unless one ran within BUILD_CHECK_MIN_GAP_MS (focus and visibility events). */
    checkSoon(): Promise<boolean> {
      return now() - lastCheck >= BUILD_CHECK_MIN_GAP_MS ? check() : Promise.resolve(hasNewBuild())
    },
    hasNewBuild,
  }
}

export type BuildWatcher = ReturnType<typeof createBuildWatcher>

/** SPEC §4, §9: the prefetch of likely next routes starts 1 s after mount. */
export const PREFETCH_DELAY_MS = 1_000

/** Prefetch unless the connection is slow-2g (or the visitor asked to save data). */
export function shouldPrefetch(connection: { effectiveType?: string; saveData?: boolean } | undefined | null): boolean {
  if (!connection) return true
  return connection.effectiveType !== 'slow-2g' && !connection.saveData
}
