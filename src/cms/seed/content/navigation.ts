import type { Navigation } from '@/cms/payload-types'

import type { SeedData } from './seed-data'

type Item = NonNullable<SeedData<Navigation>['main']>[number]

const item = (title: string, path: string, category: string, hash: string | null = null): Item => ({
  title,
  path,
  category,
  hash,
  parent: false,
})

/** The sections a buyer needs, in the order they think: the flat, the place, the money, the progress. */
const MAIN: Item[] = [
  item('Квартиры', '/flats', 'Каталог'),
  item('Расположение', '/location', 'О проекте'),
  item('Дворы', '/yards', 'О проекте'),
  item('Окна-рассвет', '/sunrise', 'О проекте'),
  item('Ипотека', '/mortgage', 'Покупка'),
  item('Ход строительства', '/construction-progress', 'Покупка'),
  item('Избранное', '/favorites', 'Каталог'),
]

/** Header menu (/api/menu/) and footer menu (/api/menu_info/); a hash is the id of a block on the page. */
export const navigation: SeedData<Navigation> = {
  main: MAIN,
  info: [
    ...MAIN,
    item('Паркинг', '/parking', 'Каталог'),
    item('Кладовые', '/storage', 'Каталог'),
    item('Коммерция', '/properties/commercial', 'Каталог'),
    item('О застройщике', '/', 'О проекте', 'developer'),
    item('Контакты', '/', 'О проекте', 'contacts'),
  ],
}
