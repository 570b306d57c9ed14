// As instrumentation does at start-up (src/start-up.ts): the features' read caches drop what a change touches.
// A setup file of the shared integration project only: importing the caches loads the Payload config, which the
// isolated files (media-storage) must build themselves from the environment they set first.
import { afterAll, beforeAll } from 'vitest'

let stop = () => {}
beforeAll(async () => {
  // After setup.ts has set DATABASE_URL: the config reads it when it loads.
  const { keepReadCachesFresh } = await import('@/start-up')
  stop = keepReadCachesFresh()
})
afterAll(() => stop())
