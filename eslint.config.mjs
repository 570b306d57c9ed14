// Flat config: TypeScript, React hooks, Next, jsx-a11y, and the import boundaries of ARCHITECTURE.md.
import fs from 'node:fs'
import path from 'node:path'

import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** `layer` may not import these (ARCHITECTURE.md "What may import what"). */
const boundary = (files, patterns, message) => ({
  files,
  rules: {
    // One group, so the '!…' exceptions (a feature's index and client surfaces) apply to the other patterns.
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
  },
})

// Zones are absolute paths under the folder of this file, so a copy of the tree (the boundary test) lints the same.
const root = import.meta.dirname
const src = (...parts) => path.join(root, 'src', ...parts)
const features = fs
  .readdirSync(src('features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * ARCHITECTURE.md "What may import what", by where the imported file lies rather than how its path is spelt:
 * `../../properties/engine`, `@/features/properties/engine` and `src/features/properties/engine` are one file.
 */
const zones = [
  {
    target: src('lib'),
    from: [src('app'), src('features'), src('ui'), src('cms'), src('server')],
    message: 'lib is dependency-free: it imports nothing internal.',
  },
  {
    // The platform under the features (API framework, page cache, change events, Redis, logging, rate limits): it
    // knows no domain, so a feature, the CMS or the UI never has to be loaded to serve it.
    target: src('server'),
    from: [src('app'), src('features'), src('ui'), src('cms')],
    message: 'server is the platform under the features: it may import lib only.',
  },
  { target: src('ui'), from: [src('app'), src('features'), src('cms'), src('server')], message: 'ui may import only lib.' },
  {
    // The CMS emits change events, reads the environment, logs and runs the features' job handlers: the platform.
    target: src('cms'),
    from: [src('app'), src('features'), src('ui')],
    message: 'cms holds schema only: it may import lib and server.',
  },
  { target: src('features'), from: src('app'), message: 'features may not import app.' },
  {
    // Features see the CMS's types and its shared vocabularies (options, preview pages, window views); its runtime (the Payload
    // instance, access rules, config) only through src/features/cms-runtime.ts, which is server-only.
    target: `${src('features')}/*/**`,
    from: `${src('cms')}/**`,
    // window-views.ts: the pure rule choosing a flat's «вид из окна», shared with the seed's check; option-values.ts:
    // the vocabularies' values without their labels, for checks in the browser.
    except: [`${src('cms')}/{payload-types.ts,options.ts,option-values.ts,versions/**,window-views.ts}`],
    message: "features use the CMS's types and options; its runtime only through src/features/cms-runtime.ts.",
  },
  {
    // The proxy runs before every page from a bundle of its own: a feature's proxy.ts holds what it may load there
    // (index.ts often brings Payload or React views along).
    target: src('proxy.ts'),
    from: `${src('features')}/*/**`,
    except: [`${src('features')}/*/proxy.ts`, `${src('features')}/*/index.ts`],
    message: "the proxy reaches a feature only through its proxy.ts (what the proxy's bundle may load) or its index.ts.",
  },
  {
    // The kit has no barrel: src/ui/index.ts says why.
    target: src(),
    from: src('ui', 'index.ts'),
    message: "the kit has no barrel: import the part's own module, e.g. '@/ui/button/button' (src/ui/index.ts).",
  },
  ...features.map((feature) => ({
    target: src('features', feature),
    from: `${src('features')}/**`,
    except: [
      `${src('features', feature)}/**`,
      `${src('features')}/*/index.ts`,
      `${src('features')}/*/client.ts`,
      `${src('features')}/*/server.ts`,
      `${src('features')}/cms-runtime.{ts,tsx}`,
    ],
    message:
      'another feature is reached only through its index.ts (or client.ts, its client-safe surface, or server.ts, its server-only one).',
  })),
]

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'data/**',
      'media/**',
      'next-env.d.ts',
      'src/cms/payload-types.ts',
      'src/cms/migrations/**',
      'src/app/(payload)/admin/importMap.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.mjs', 'scripts/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // React rules where React lives; the CMS schema and the seed's SVG generators are plain TypeScript.
    files: ['src/app/**', 'src/features/**', 'src/ui/**', 'e2e/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    plugins: { '@next/next': nextPlugin },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // The site's links are plain <a>: the navigation chain takes their clicks into the router, and Next's <Link>
      // would add about 4 KB of JavaScript to every page's first load (src/features/navigation/README.md).
      '@next/next/no-html-link-for-pages': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript parser for the files no-cycle follows (it skips what it cannot parse), tsconfig paths to resolve.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      // Strict, dynamic import() included: an `await import()` only defers the load, and the two features still
      // know each other. Dependencies run one way (properties uses mortgage, never back); what needs both is
      // composed where both are used, in a route or page (the mortgage routes hand the calculator the flats' prices).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  boundary(
    ['src/lib/**'],
    ['@/app/*', '@/features/*', '@/ui/*', '@/cms/*', '@/server/*', '**/app/**', '**/features/**', '**/ui/**', '**/cms/**', '**/server/**'],
    'lib is dependency-free: it imports nothing internal.',
  ),
  boundary(
    ['src/server/**'],
    ['@/app/*', '@/features/*', '@/ui/*', '@/cms/*', '**/app/**', '**/features/**', '**/ui/**', '**/cms/**'],
    'server is the platform under the features: it may import lib only.',
  ),
  boundary(
    ['src/ui/**'],
    ['@/app/*', '@/features/*', '@/cms/*', '@/server/*', '**/app/**', '**/features/**', '**/cms/**', '**/server/**'],
    'ui may import only lib.',
  ),
  boundary(
    ['src/cms/**'],
    ['@/app/*', '@/features/*', '@/ui/*', '**/app/**', '**/features/**', '**/ui/**'],
    'cms holds schema only: it may import lib and server.',
  ),
  boundary(
    ['src/features/**'],
    [
      '@/app/*',
      '**/app/**',
      '@/features/*/*',
      '!@/features/*/index',
      '!@/features/*/index.ts',
      '!@/features/*/client',
      '!@/features/*/client.ts',
      '!@/features/*/server',
      '!@/features/*/server.ts',
    ],
    "features may not import app, nor another feature's internals: use the feature's index.ts (or client.ts, its client-safe surface, or server.ts, its server-only one).",
  ),
  {
    // Tests and their fixture builders (testing.ts, test-fixtures.ts) may reach anything they prove.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/testing.ts', '**/test-fixtures.ts', 'e2e/**', 'test/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off', 'import-x/no-restricted-paths': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
