// Public surface of the builds feature (client-safe).
export { BUILD_ID, LATEST_BUILD_PATH } from './build-id'
export {
  allowChunkReload,
  BUILD_CHECK_MIN_GAP_MS,
  BUILD_POLL_INTERVAL_MS,
  type BuildWatcher,
  CHUNK_RELOAD_GUARD_MS,
  createBuildWatcher,
  isChunkLoadError,
  latestBuildUrl,
  PREFETCH_DELAY_MS,
  shouldPrefetch,
} from './build-watcher'
