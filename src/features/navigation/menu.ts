/** Menu items of SPEC §3 (title, category, to {path, hash}, parent) and how they become links. */

export interface MenuItem {
  title: string
  category: string | null
  to: { path: string; hash: string | null }
  /** The item heads a group of items with the same category. */
  parent: boolean
}

export interface MenuGroup {
  category: string | null
  head: MenuItem | null
  items: MenuItem[]
}

interface MenuRecord {
  title?: string | null
  category?: string | null
  path?: string | null
  hash?: string | null
  parent?: boolean | null
}

/** Maps CMS menu rows to the public DTO, dropping rows without a title or path. */
export function toMenuItems(rows: readonly MenuRecord[] | null | undefined): MenuItem[] {
  return (rows ?? []).flatMap((row) => {
    const title = row.title?.trim()
    const path = row.path?.trim()
    if (!title || !path) return []
    const hash = row.hash?.trim().replace(/^#/, '') || null
    return [
      {
        title,
        category: row.category?.trim() || null,
        to: { path: path.startsWith('/') || /^[a-z]+:/i.test(path) ? path : `/${path}`, hash },
        parent: Boolean(row.parent),
      },
    ]
  })
}

/** SPEC §2.3: a link with a hash becomes the path plus a hash fragment. */
export function menuHref(item: Pick<MenuItem, 'to'>): string {
  return item.to.hash ? `${item.to.path}#${item.to.hash}` : item.to.path
}

/** Groups items by category in order of first appearance; items without a category form their own groups. */
export function groupMenu(items: readonly MenuItem[]): MenuGroup[] {
  const groups: MenuGroup[] = []
  const byCategory = new Map<string, MenuGroup>()
  for (const item of items) {
    if (!item.category) {
      groups.push({ category: null, head: item.parent ? item : null, items: item.parent ? [] : [item] })
      continue
    }
    let group = byCategory.get(item.category)
    if (!group) {
      group = { category: item.category, head: null, items: [] }
      byCategory.set(item.category, group)
      groups.push(group)
    }
    if (item.parent && !group.head) group.head = item
    else group.items.push(item)
  }
  return groups
}

/**
 * The items shown in a single row (the desktop header): a group with a parent item shows only that item
 * (its children live in the mobile menu and the footer); every other item shows as it is, in menu order.
 */
export function topLevelItems(items: readonly MenuItem[]): MenuItem[] {
  const headed = new Set(groupMenu(items).flatMap((group) => (group.head && group.category ? [group.category] : [])))
  return items.filter((item) => item.parent || !item.category || !headed.has(item.category))
}

/** Whether a menu item points at the current path (for aria-current). */
export function isCurrentItem(item: Pick<MenuItem, 'to'>, pathname: string): boolean {
  const path = item.to.path.replace(/\/+$/, '') || '/'
  const current = pathname.replace(/\/+$/, '') || '/'
  return path === '/' ? current === '/' : current === path || current.startsWith(`${path}/`)
}
