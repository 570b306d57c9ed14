// Public surface of the builds feature (client-safe).
export { BUILD_ID, LATEST_BUILD_PATH } from './build-id'
export { allowChunkReload, CHUNK_RELOAD_GUARD_MS, isChunkLoadError } from './chunk-reload'
export {
  BUILD_CHECK_MIN_GAP_MS,
  BUILD_POLL_INTERVAL_MS,
  type BuildWatcher,
  createBuildWatcher,
  latestBuildUrl,
  PREFETCH_DELAY_MS,
  shouldPrefetch,
} from './build-watcher'
