// Flat config: TypeScript, React hooks, Next, jsx-a11y, and the import boundaries of ARCHITECTURE.md.
import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
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
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  boundary(['src/lib/**'], ['@/app/*', '@/features/*', '@/ui/*', '@/cms/*', '**/app/**', '**/features/**', '**/ui/**', '**/cms/**'], 'lib is dependency-free: it imports nothing internal.'),
  boundary(['src/ui/**'], ['@/app/*', '@/features/*', '@/cms/*', '**/app/**', '**/features/**', '**/cms/**'], 'ui may import only lib.'),
  boundary(['src/cms/**'], ['@/app/*', '@/features/*', '@/ui/*', '**/app/**', '**/features/**', '**/ui/**'], 'cms holds schema only: it may import lib.'),
  boundary(
    ['src/features/**'],
    ['@/app/*', '**/app/**', '@/features/*/*', '!@/features/*/index', '!@/features/*/index.ts', '!@/features/*/client', '!@/features/*/client.ts'],
    "features may not import app, nor another feature's internals: use the feature's index.ts (or client.ts, its client-safe surface).",
  ),
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'test/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
