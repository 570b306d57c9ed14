import type { CollectionConfig } from 'payload'

import { adminCondition, adminField, publishedContent } from '../access'

/** Old links and campaign paths: one lookup per path answers {redirect, appMiddleware} (SPEC §4). */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Перенаправление', plural: 'Перенаправления' },
  admin: { useAsTitle: 'from', group: 'Настройки', defaultColumns: ['from', 'to', 'status_code'] },
  access: publishedContent,
  fields: [
    { name: 'from', label: 'Откуда (путь)', type: 'text', required: true, unique: true },
    { name: 'to', label: 'Куда (путь или абсолютный адрес)', type: 'text' },
    {
      name: 'status_code',
      label: 'Код',
      type: 'select',
      options: [
        { value: '301', label: '301 — навсегда' },
        { value: '302', label: '302 — временно' },
      ],
      defaultValue: '301',
      required: true,
    },
    // A name from the code's route-middleware registry: only a developer knows the valid ones.
    {
      name: 'app_middleware',
      label: 'Обработчик приложения',
      type: 'text',
      access: { update: adminField },
      admin: { description: 'Имя из реестра обработчиков маршрутов', condition: adminCondition },
    },
  ],
}
