import type { GlobalConfig } from 'payload'

import { anyone, editors } from '../access'
import { datePicker } from '../fields'

/**
 * The personal-data processing policy at /privacy (152-ФЗ, ст. 18.1: published where the data is collected).
 * Plain text in sections, so a lawyer's edit needs no markup and the page cannot carry injected HTML.
 */
export const PrivacyPolicy: GlobalConfig = {
  slug: 'privacy-policy',
  label: 'Политика конфиденциальности',
  admin: { group: 'Сайт', description: 'Страница /privacy. На неё ссылаются все тексты согласия и подвал сайта.' },
  // Content, like the request block: editors (and admins) change it; sales do not (the back office's roles).
  access: { read: anyone, update: editors },
  fields: [
    { name: 'title', label: 'Заголовок', type: 'text', required: true },
    {
      name: 'revision',
      label: 'Редакция от',
      type: 'date',
      admin: { date: datePicker(false) },
    },
    { name: 'intro', label: 'Вступление', type: 'textarea' },
    {
      name: 'sections',
      label: 'Разделы',
      type: 'array',
      labels: { singular: 'Раздел', plural: 'Разделы' },
      fields: [
        { name: 'heading', label: 'Заголовок раздела', type: 'text', required: true },
        { name: 'text', label: 'Текст', type: 'textarea', required: true, admin: { description: 'Абзацы разделяйте пустой строкой.' } },
      ],
    },
  ],
}
