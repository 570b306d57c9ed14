// Server-side surface (it reads files and renders markdown): import it from route files, not from client components.
// Public surface of the UI-kit feature for the /ui-kit/ routes.
export { loadReleaseNotes } from './changelog'
export { DEBUG_COOKIE, DEBUG_COOKIE_MAX_AGE, DEBUG_RELOAD_DELAY_MS, isDebugOn } from './debug'
export { DemoCategoryPage } from './demo-category-page'
export { buildMenu, CATEGORY_NOT_FOUND, hrefOf, type MenuItem } from './menu'
export { createMarkdown, MARKDOWN_LIMITS, renderMarkdown } from './markdown'
export { DEMO_CATEGORIES, DEMO_REGISTRY, UI_KIT_BASE_PATH, type DemoCategory } from './registry'
export { UiKitInfo } from './ui-kit-info'
export { UiKitShell } from './ui-kit-shell'
