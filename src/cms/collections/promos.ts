import type { CollectionConfig } from 'payload'

import { draftedContent } from '../access'
import { appliesTo, datePicker, image } from '../fields'
import { PROMO_PLACEMENTS, PROPERTY_TYPES } from '../options'
import { draftVersions, livePreview } from '../versions'

const progressPreview = livePreview('progress')

/** Marketing items: catalogue banners, promo cards in the grid, the flat-card promo, discounts, the progress banner. */
export const Promos: CollectionConfig = {
  slug: 'promos',
  labels: { singular: 'Акция', plural: 'Акции и баннеры' },
  admin: {
    useAsTitle: 'title',
    group: 'Сайт',
    defaultColumns: ['title', 'placement', 'is_active', '_status', 'valid_until'],
    // The progress banner is previewed on its page; the catalogue's placements have no draft view yet.
    livePreview: { ...progressPreview, url: ({ data }) => (data?.placement === 'progress' ? (progressPreview.url as string) : null) },
  },
  access: draftedContent,
  versions: draftVersions,
  defaultSort: 'order',
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    { name: 'placement', label: 'Где показывать', type: 'select', options: [...PROMO_PLACEMENTS], required: true, index: true },
    { name: 'text', label: 'Текст', type: 'textarea' },
    image('image', 'Изображение'),
    { name: 'button_text', label: 'Текст кнопки', type: 'text' },
    { name: 'url', label: 'Ссылка', type: 'text' },
    { name: 'discount_percent', label: 'Скидка, %', type: 'number', min: 0, max: 100 },
    {
      name: 'full_payment',
      label: 'Скидка только при 100 % оплате',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Карточка квартиры покажет цену со скидкой в строке «100 % оплата».' },
    },
    { name: 'position', label: 'Позиция в сетке', type: 'number', admin: { description: 'После какой карточки показывать' } },
    { name: 'order', label: 'Порядок', type: 'number', defaultValue: 0 },
    { name: 'is_active', label: 'Показывать', type: 'checkbox', defaultValue: true },
    { name: 'valid_until', label: 'Действует до', type: 'date', admin: { date: datePicker(false) } },
    {
      name: 'show_price_from',
      label: 'Показывать цену «от»',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Минимальная цена помещений в продаже, к которым относится акция, — считается по каталогу.' },
    },
    appliesTo([
      { name: 'property_types', label: 'Типы помещений', type: 'select', hasMany: true, options: PROPERTY_TYPES.map((o) => ({ ...o })) },
      {
        name: 'mortgage_program',
        label: 'Ипотечная программа',
        type: 'relationship',
        relationTo: 'mortgage-programs',
        admin: { description: 'Акция о ставке: показывается только там, где программа применима.' },
      },
    ]),
  ],
}
