import fs from 'node:fs'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  // Next resolves 'server-only' to an empty module in its server graph and fails a client build that reaches it.
  // Tests run outside both graphs, in Node or jsdom, so they get the empty module (its default export throws).
  'server-only': path.resolve(__dirname, 'node_modules/server-only/empty.js'),
  '@payload-config': path.resolve(__dirname, 'src/cms/payload.config.ts'),
  '@': path.resolve(__dirname, 'src'),
}

const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/*.test.ts']
/** Unit tests that need a DOM: every component test, and the few plain modules that read the browser's globals. */
const DOM_TESTS = [
  'src/**/*.test.tsx',
  'src/cms/seed/art/plan.test.ts',
  'src/features/analytics/analytics.test.ts',
  'src/features/feeds/sitemap.test.ts',
  'src/features/feeds/yandex-feed.test.ts',
  'src/features/navigation/navigation.test.ts',
  'src/features/progress/hls-stream.test.ts',
  'src/features/shell/style-preloads.test.ts',
  'src/lib/cookies.test.ts',
  'src/lib/http-client.test.ts',
  'src/lib/idle.test.ts',
  'src/lib/scroll.test.ts',
]

/**
 * Unit files share one module graph per worker (`isolate: false`): a fresh graph and environment per file cost
 * four times the tests themselves. A file that replaces modules or globals (vi.mock, vi.stubGlobal, vi.stubEnv)
 * would leak them into the next file, so those get a fresh worker each, found by what they contain.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/
const UNIT_ISOLATED = [...UNIT_TESTS.flatMap((pattern) => fs.globSync(pattern, { cwd: __dirname }))].filter(
  (file) => !file.endsWith('.int.test.ts') && REPLACES_MODULES.test(fs.readFileSync(path.join(__dirname, file), 'utf8')),
)
const isDomTest = (file: string) => file.endsWith('.tsx') || DOM_TESTS.includes(file)

const INTEGRATION_TESTS = ['src/**/*.int.test.ts', 'test/**/*.int.test.ts']
/** Integration files that need a Payload of their own: media-storage builds one with S3 settings. */
const INTEGRATION_ISOLATED = ['test/integration/media-storage.int.test.ts']
/** What both integration projects share: one database per run (global-setup.ts), files one after another. */
const INTEGRATION = {
  environment: 'node' as const,
  // One database per run; files share it, so they run one after another.
  fileParallelism: false,
  globalSetup: ['./test/integration/global-setup.ts'],
  setupFiles: ['./test/integration/setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 240_000,
  // After the unit projects when everything runs at once (a group of its own: one worker, not theirs).
  sequence: { groupOrder: 1 },
}

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Plain logic in Node: a browser environment per file cost more than the tests themselves.
          name: 'unit',
          environment: 'node',
          include: UNIT_TESTS,
          exclude: ['**/*.int.test.ts', ...DOM_TESTS, ...UNIT_ISOLATED],
          setupFiles: ['./test/setup-node.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'node',
          include: UNIT_ISOLATED.filter((file) => !isDomTest(file)),
          setupFiles: ['./test/setup-node.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Components and code that reads the DOM, in jsdom with Testing Library's matchers.
          name: 'unit-dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          exclude: ['**/*.int.test.ts', ...UNIT_ISOLATED],
          setupFiles: ['./test/setup-unit.ts'],
          css: false,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-dom-isolated',
          environment: 'jsdom',
          include: UNIT_ISOLATED.filter(isDomTest),
          setupFiles: ['./test/setup-unit.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          ...INTEGRATION,
          // The read caches subscribed as at start-up; not for the isolated files (test/integration/read-caches.ts).
          setupFiles: [...INTEGRATION.setupFiles, './test/integration/read-caches.ts'],
          include: INTEGRATION_TESTS,
          exclude: INTEGRATION_ISOLATED,
          // One worker for every file: Payload, its config and the drizzle schema load once, not once per file
          // (each file paid ~5 s of imports for it). A file that starts something (a worker, a listener, the drain)
          // stops it again, so the next file finds the process as a fresh one would be.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // The files that must build their own Payload from an environment they set first, each in a fresh worker,
          // after the shared ones (never beside them: one database). Run the whole layer with both projects
          // (`npm run test:integration` does): `vitest run --project 'integration*'`.
          name: 'integration-isolated',
          ...INTEGRATION,
          include: INTEGRATION_ISOLATED,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
})
