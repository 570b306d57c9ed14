import { describe, expect, it } from 'vitest'

import { groupMenu, isCurrentItem, menuHref, toMenuItems, topLevelItems } from './menu'

const rows = [
  { title: 'О проекте', path: '/', hash: 'about', category: null, parent: false },
  { title: 'Квартиры', path: '/flats', category: 'Купить', parent: true },
  { title: 'Паркинг', path: 'parking', category: 'Купить' },
  { title: 'Кладовые', path: '/storage', category: 'Купить' },
  { title: 'Ипотека', path: '/mortgage' },
  { title: '', path: '/x' },
  { title: 'Без пути', path: ' ' },
]

describe('menu', () => {
  const items = toMenuItems(rows)

  it('maps CMS rows to {title, category, to: {path, hash}, parent}', () => {
    expect(items).toHaveLength(5)
    expect(items[0]).toEqual({ title: 'О проекте', category: null, to: { path: '/', hash: 'about' }, parent: false })
    expect(items[2]!.to.path).toBe('/parking')
  })

  it('turns hashes into fragments', () => {
    expect(menuHref(items[0]!)).toBe('/#about')
    expect(menuHref(items[1]!)).toBe('/flats')
  })

  it('groups by category with the parent item as head', () => {
    const groups = groupMenu(items)
    expect(groups.map((g) => g.category)).toEqual([null, 'Купить', null])
    expect(groups[1]!.head?.title).toBe('Квартиры')
    expect(groups[1]!.items.map((i) => i.title)).toEqual(['Паркинг', 'Кладовые'])
    expect(topLevelItems(items).map((i) => i.title)).toEqual(['О проекте', 'Квартиры', 'Ипотека'])
  })

  it('shows every item of categories without a parent item in the header row', () => {
    const flat = toMenuItems([
      { title: 'Квартиры', category: 'Выбор', path: '/flats' },
      { title: 'Расположение', category: 'О проекте', path: '/location' },
      { title: 'Дворы', category: 'О проекте', path: '/yards' },
      { title: 'Избранное', category: 'Выбор', path: '/favorites' },
    ])
    expect(topLevelItems(flat).map((i) => i.title)).toEqual(['Квартиры', 'Расположение', 'Дворы', 'Избранное'])
  })

  it('marks the current item', () => {
    expect(isCurrentItem(items[1]!, '/flats/12')).toBe(true)
    expect(isCurrentItem(items[1]!, '/flatsx')).toBe(false)
    expect(isCurrentItem(items[0]!, '/')).toBe(true)
    expect(isCurrentItem(items[0]!, '/flats')).toBe(false)
  })
})
