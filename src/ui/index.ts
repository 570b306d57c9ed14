/**
 * The UI kit has no barrel, and this file exports nothing on purpose.
 *
 * The rule: import each part from its own module, `@/ui/<part>/<file>` (`@/ui/button/button`,
 * `@/ui/shared/use-escape`). Lint rejects `@/ui` and `@/ui/index` (eslint.config.mjs, zone "the kit has no barrel").
 *
 * Why this rule and not "import from '@/ui' only": the kit mixes server-safe parts (Button, Icon) with client
 * islands ('use client' Select, Dialog, PanoramaViewer…). A server component that imported a barrel would make
 * every client module behind it reachable from its page, and the page's JavaScript budget (e2e/budgets.spec.ts)
 * would pay for widgets it never renders; a client island would evaluate the whole kit. One module per import
 * keeps each page's graph to what it uses, and it is what 83 of the 85 imports already did.
 */
export {}
