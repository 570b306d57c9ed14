import { categoryPath, demosByCategory, UI_KIT_BASE_PATH, type DemoEntry } from './registry'

/** A menu item of SPEC §3: title, category, target (path + optional hash), parent flag. */
export interface MenuItem {
  title: string
  category: string
  to: { path: string; hash?: string }
  /** A category entry of the first level that opens the second-level panel. */
  parent?: boolean
}

/** Warning of SPEC §8 when no category matches. */
export const CATEGORY_NOT_FOUND = 'category not found'

/** Menu items built from the demo registry: one parent per category, one item per demo. */
export function buildMenu(registry?: readonly DemoEntry[]): MenuItem[] {
  return demosByCategory(registry).flatMap(({ category, demos }) => [
    { title: category, category, to: { path: categoryPath(category) }, parent: true },
    ...demos.map((demo) => ({ title: demo.title, category, to: { path: categoryPath(category), hash: demo.id } })),
  ])
}

/** The href of a menu target: a hash becomes path + fragment. */
export function hrefOf(to: MenuItem['to']): string {
  return to.hash ? `${to.path}#${to.hash}` : to.path
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * The menu panel for a path: null (first level) on the base path, the category whose page it is,
 * or undefined when no category matches. A missing path falls back to the base path.
 */
export function menuForPath(items: readonly MenuItem[], pathname: string | null | undefined): string | null | undefined {
  const path = trimSlash(pathname || UI_KIT_BASE_PATH)
  if (path === UI_KIT_BASE_PATH) return null
  const parent = items.find((item) => item.parent && trimSlash(item.to.path) === path)
  return parent ? parent.category : undefined
}

/** Whether a path is the UI-kit base page. */
export function isBasePath(pathname: string | null | undefined): boolean {
  return trimSlash(pathname || UI_KIT_BASE_PATH) === UI_KIT_BASE_PATH
}
