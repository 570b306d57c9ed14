import type { Field, GlobalConfig } from 'payload'

import { anyone, editors } from '../access'

/** SPEC §3 menu item: title, category, to (path, hash), parent flag. */
const menuItems = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  labels: { singular: 'Пункт меню', plural: 'Пункты меню' },
  fields: [
    { name: 'title', label: 'Название', type: 'text', required: true },
    { name: 'category', label: 'Категория', type: 'text' },
    { name: 'path', label: 'Путь', type: 'text', required: true },
    { name: 'hash', label: 'Якорь', type: 'text' },
    { name: 'parent', label: 'Раздел (есть вложенные)', type: 'checkbox', defaultValue: false },
  ],
})

/** The header menu (/api/menu/) and the footer menu (/api/menu_info/). */
export const Navigation: GlobalConfig = {
  slug: 'navigation',
  label: 'Меню',
  admin: { group: 'Сайт' },
  access: { read: anyone, update: editors },
  fields: [menuItems('main', 'Главное меню'), menuItems('info', 'Меню в подвале')],
}
