import type { CollectionConfig } from 'payload'

import { draftedContent } from '../access'
import { image, imageList } from '../fields'
import { draftVersions } from '../versions'

/** A flat layout (планировка): plan, tour, gallery and the features SPEC §3 lists under `layout`. */
export const Layouts: CollectionConfig = {
  slug: 'layouts',
  labels: { singular: 'Планировка', plural: 'Планировки' },
  admin: { useAsTitle: 'code', group: 'Каталог', defaultColumns: ['code', 'rooms', 'area'] },
  access: draftedContent,
  versions: draftVersions,
  fields: [
    { name: 'code', label: 'Код', type: 'text', required: true, unique: true },
    { name: 'rooms', label: 'Комнат (0 — студия)', type: 'number', required: true, min: 0 },
    { name: 'is_euro', label: 'Евро-формат', type: 'checkbox', defaultValue: false },
    { name: 'area', label: 'Площадь, м²', type: 'number', required: true },
    image('plan', 'План', true),
    image('floor_position', 'Положение на этаже'),
    { name: 'virtual_tour', label: 'Виртуальный тур (ссылка)', type: 'text' },
    imageList('gallery', 'Галерея'),
    {
      name: 'layout_feature_block',
      label: 'Блок особенностей',
      type: 'group',
      fields: [
        { name: 'title', label: 'Заголовок', type: 'text' },
        { name: 'description', label: 'Описание', type: 'textarea' },
      ],
    },
    {
      name: 'layout_features',
      label: 'Особенности планировки',
      type: 'array',
      labels: { singular: 'Особенность', plural: 'Особенности' },
      fields: [
        { name: 'title', label: 'Название', type: 'text', required: true },
        { name: 'description', label: 'Описание', type: 'textarea' },
      ],
    },
    {
      name: 'default_features',
      label: 'Стандартные характеристики',
      type: 'array',
      labels: { singular: 'Характеристика', plural: 'Характеристики' },
      fields: [
        { name: 'title', label: 'Название', type: 'text', required: true },
        { name: 'value', label: 'Значение', type: 'text' },
      ],
    },
  ],
}
