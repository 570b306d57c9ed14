import path from 'node:path'

import { defineConfig } from 'vitest/config'

const alias = {
  // Next resolves 'server-only' to an empty module in its server graph and fails a client build that reaches it.
  // Tests run outside both graphs, in Node or jsdom, so they get the empty module (its default export throws).
  'server-only': path.resolve(__dirname, 'node_modules/server-only/empty.js'),
  '@payload-config': path.resolve(__dirname, 'src/cms/payload.config.ts'),
  '@': path.resolve(__dirname, 'src'),
}

export default defineConfig({
  resolve: { alias },
  esbuild: { jsx: 'automatic' },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'test/*.test.ts'],
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
