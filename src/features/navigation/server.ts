import 'server-only'

/** Server reads of the menus (the navigation global). */
import { cms } from '@/features/cms-runtime'
import { onCmsChangeSettled } from '@/server/change-events'
import { moduleLogger } from '@/server/log'
import { processReadCache } from '@/server/read-cache'

import { type MenuItem, toMenuItems } from './menu'

export type MenuName = 'main' | 'info'

const log = moduleLogger('navigation')
const menus = () => processReadCache<Record<MenuName, MenuItem[]>>('navigation', { ttlMs: 5_000, max: 1 })

/** Drops the menus when the navigation global changes (src/start-up.ts, once per process); returns the stop. */
export function keepMenusFresh(): () => void {
  return onCmsChangeSettled((event) => {
    if (event.slug === 'navigation') menus().clear()
  })
}

function loadMenus(): Promise<Record<MenuName, MenuItem[]>> {
  return menus().get('menus', async () => {
    const payload = await cms()
    const global = await payload.findGlobal({ slug: 'navigation', depth: 0 })
    return { main: toMenuItems(global.main), info: toMenuItems(global.info) }
  })
}

/** A menu for /api/menu/ ('main') or /api/menu_info/ ('info'). */
export async function getMenu(name: MenuName): Promise<MenuItem[]> {
  return (await loadMenus())[name]
}

/** The menu for rendering: an empty list with a warning when the CMS cannot be read (the page still renders). */
export async function getMenuSafe(name: MenuName): Promise<MenuItem[]> {
  try {
    return await getMenu(name)
  } catch (error) {
    log.warn({ menu: name, err: error }, 'menu unavailable')
    return []
  }
}
export { navigationOperations } from './operations'
