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
          exclude: ['**/*.int.test.ts', ...DOM_TESTS],
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
          exclude: ['**/*.int.test.ts'],
          setupFiles: ['./test/setup-unit.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['src/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          // One database per run; files share it, so they run one after another.
          fileParallelism: false,
          globalSetup: ['./test/integration/global-setup.ts'],
          setupFiles: ['./test/integration/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
})
